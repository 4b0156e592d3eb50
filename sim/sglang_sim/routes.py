"""SGLang's HTTP routes over a ``SimServer``: thin aiohttp handlers (sglang/srt/entrypoints/http_server.py,
0.5.9) that parse a request, hand it to the server's request API (``submit``, ``token_updates``,
``finish_state``...) and shape the reply as SGLang's native or OpenAI-compatible endpoints do.

The native ``/generate`` and the OpenAI ``/v1/completions`` and ``/v1/chat/completions`` paths share one
server-sent-events writer (``stream_events``) and one wait for a non-streamed answer (``wait_finished``).
Middlewares write uvicorn's access lines and enforce ``--api-key``.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

from sglang_sim import logs
from sglang_sim.effects import check_flush_memory
from sglang_sim.flags import sglang_version
from sglang_sim.metrics import render
from sglang_sim.scheduler import busy_actual_now

if TYPE_CHECKING:
    from sglang_sim.server import ReqState, SimServer

# sglang/srt/entrypoints/http_server.py: HEALTH_CHECK_TIMEOUT (env SGLANG_HEALTH_CHECK_TIMEOUT, s).
HEALTH_CHECK_TIMEOUT_S = int(os.environ.get("SGLANG_HEALTH_CHECK_TIMEOUT", "20"))
# Largest request body accepted (bytes).
CLIENT_MAX_SIZE = 64 * 1024 * 1024
# Routes answered without the API key (http_server.py's auth middleware exemptions).
NO_AUTH_PATHS = ("/health", "/health_generate", "/metrics")


def _enable_health_generation() -> bool:
    """SGLANG_ENABLE_HEALTH_ENDPOINT_GENERATION (sglang/srt/environ.py, default true in 0.5.9)."""
    return os.environ.get("SGLANG_ENABLE_HEALTH_ENDPOINT_GENERATION", "true").lower() in ("1", "true", "yes")


def build_app(sim: SimServer) -> web.Application:
    """The aiohttp application with SGLang's routes."""
    h = Handlers(sim)
    app = web.Application(middlewares=[access_log, h.api_key], client_max_size=CLIENT_MAX_SIZE)
    r = app.router
    r.add_get("/health", h.health)
    r.add_get("/health_generate", h.health)
    r.add_get("/get_model_info", h.get_model_info)
    r.add_get("/model_info", h.model_info)
    r.add_get("/get_server_info", h.get_server_info)
    r.add_get("/server_info", h.server_info)
    r.add_get("/v1/models", h.v1_models)
    r.add_get("/v1/models/{model:.*}", h.v1_model)
    for method in ("POST", "PUT"):
        r.add_route(method, "/generate", h.generate)
    for method in ("GET", "POST"):
        r.add_route(method, "/flush_cache", h.flush_cache)
    r.add_get("/metrics", h.metrics)
    r.add_post("/v1/completions", h.completions)
    r.add_post("/v1/chat/completions", h.chat_completions)
    return app


@web.middleware
async def access_log(request: web.Request, handler):
    """uvicorn's access line (stdout) for every request, errors included."""
    path = request.path_qs
    try:
        resp = await handler(request)
    except web.HTTPException as exc:
        logs.access(_client(request), request.method, path, exc.status)
        raise
    logs.access(_client(request), request.method, path, resp.status)
    return resp


class Handlers:
    """The route handlers, each a thin layer over one ``SimServer``."""

    def __init__(self, sim: SimServer) -> None:
        self.sim = sim

    @web.middleware
    async def api_key(self, request: web.Request, handler):
        """401 without ``Authorization: Bearer <--api-key>`` (when one is set), except on NO_AUTH_PATHS."""
        key = self.sim.args.get("api_key")
        if key and request.path not in NO_AUTH_PATHS:
            if request.headers.get("Authorization", "") != f"Bearer {key}":
                return web.json_response({"error": "Unauthorized"}, status=401)
        return await handler(request)

    # ------------------------------------------------------------------ health and info
    async def health(self, request: web.Request) -> web.Response:
        """``/health`` and ``/health_generate``: 200 once any output reached the tokenizer manager after
        the check began (a one-token generation, skipped while a batch runs), 503 after
        HEALTH_CHECK_TIMEOUT_S s, while starting or while draining."""
        sim = self.sim
        if sim.gracefully_exit:
            logs.emit("Health check request received during shutdown. Returning 503.")
            return web.Response(status=503)
        if sim.status == "Starting":
            return web.Response(status=503)
        if not _enable_health_generation() and request.path == "/health":
            return web.Response(status=200)
        tic = time.time()
        eng = sim.engine
        busy = eng is not None and bool(eng.running or eng.chunked_req)
        health_rid = None
        if not sim.dead and not sim.hung and not busy:
            # Scheduler.process_input_requests ignores health checks while a batch runs: any output
            # of the running batch then proves health.
            health_rid = sim.submit([0], 1, True, log_metrics=False).req.rid
        deadline = tic + HEALTH_CHECK_TIMEOUT_S
        try:
            while time.time() < deadline:
                await asyncio.sleep(1)
                if sim.last_receive > tic:
                    sim.status = "Up"
                    return web.Response(status=200)
        finally:
            if health_rid is not None:
                sim.rid_to_state.pop(health_rid, None)
        logs.emit(
            f"Health check failed. Server couldn't get a response from detokenizer for last {HEALTH_CHECK_TIMEOUT_S} "
            f"seconds. tic start time: {time.strftime('%H:%M:%S', time.localtime(tic))}. last_heartbeat time: "
            f"{time.strftime('%H:%M:%S', time.localtime(sim.last_receive))}"
        )
        sim.status = "UnHealthy"
        return web.Response(status=503)

    def model_info_dict(self) -> dict[str, Any]:
        """The ``/model_info`` body."""
        sim = self.sim
        m = sim.preset.model
        return {
            "model_path": sim.args.get("model_path"),
            "tokenizer_path": sim.args.get("tokenizer_path"),
            "is_generation": True,
            "preferred_sampling_params": sim.args.get("preferred_sampling_params"),
            "weight_version": sim.args.get("weight_version", "default"),
            "has_image_understanding": False,
            "has_audio_understanding": False,
            "model_type": m.get("model_type"),
            "architectures": m.get("architectures"),
        }

    async def get_model_info(self, request: web.Request) -> web.Response:
        """``/get_model_info``: ``/model_info`` with the deprecation line."""
        logs.emit(
            "Endpoint '/get_model_info' is deprecated and will be removed in a future version. "
            "Please use '/model_info' instead."
        )
        return web.json_response(self.model_info_dict())

    async def model_info(self, request: web.Request) -> web.Response:
        """``/model_info``."""
        return web.json_response(self.model_info_dict())

    def server_info_dict(self) -> dict[str, Any]:
        """The ``/server_info`` body: every server arg, the resolved values, ``internal_states``,
        ``version`` and the simulator's own ``simulator`` / ``simulator_timing`` (s) keys."""
        sim = self.sim
        eng = sim.engine
        info = {k: sim.args.get(k) for k in sim.field_order}
        info.update(sim.resolved)
        info["internal_states"] = [
            {
                "last_gen_throughput": sim.last_gen_throughput,
                "memory_usage": {"weight": sim.preset.model.get("weights_gib_per_gpu"), "kvcache": 0.0},
                "num_running_reqs": len(eng.running) if eng else 0,
                "num_queue_reqs": len(eng.waiting) if eng else 0,
            }
        ]
        info["simulator_timing"] = {
            "busy_modeled_s": sim.busy_modeled_s,
            "busy_actual_s": busy_actual_now(sim),
            "generated_tokens": eng.total_generated_tokens if eng else 0,
            "forward_passes": eng.forward_ct if eng else 0,
        }
        info["version"] = sglang_version()
        info["simulator"] = {"preset": sim.preset.name, "moe_autotune": sim.preset.moe_autotune()}
        return info

    async def get_server_info(self, request: web.Request) -> web.Response:
        """``/get_server_info``: ``/server_info`` with the deprecation line."""
        logs.emit(
            "Endpoint '/get_server_info' is deprecated and will be removed in a future version. "
            "Please use '/server_info' instead."
        )
        return web.json_response(self.server_info_dict(), dumps=_dumps)

    async def server_info(self, request: web.Request) -> web.Response:
        """``/server_info``."""
        return web.json_response(self.server_info_dict(), dumps=_dumps)

    def model_card(self, model: str) -> dict[str, Any]:
        """One entry of ``/v1/models``."""
        return {
            "id": model,
            "object": "model",
            "created": int(time.time()),
            "owned_by": "sglang",
            "root": model,
            "parent": None,
            "max_model_len": self.sim.context_len(),
        }

    async def v1_models(self, request: web.Request) -> web.Response:
        """``/v1/models``: the served model."""
        return web.json_response({"object": "list", "data": [self.model_card(self.sim.model_name())]})

    async def v1_model(self, request: web.Request) -> web.Response:
        """``/v1/models/{id}``: the served model, 404 for any other id."""
        model = request.match_info["model"]
        if model != self.sim.model_name():
            return web.json_response(
                {
                    "object": "error",
                    "message": f"The model `{model}` does not exist.",
                    "type": "NotFoundError",
                    "param": None,
                    "code": 404,
                },
                status=404,
            )
        return web.json_response(self.model_card(model))

    # ------------------------------------------------------------------ scheduler control and metrics
    async def flush_cache(self, request: web.Request) -> web.Response:
        """``/flush_cache``: 200 when flushed, 400 while requests run (may crash: check_flush_memory)."""
        sim = self.sim
        await sim.sched_gate.call()  # the scheduler does the flush: a stopped one never answers
        ok = sim.engine.flush_cache() if sim.engine else False
        if ok:
            check_flush_memory(sim)
        if ok:
            logs.emit("Cache flushed successfully!", sim.prefix0)
        else:
            logs.emit(
                "Cache not flushed because there are pending requests. "
                f"#queue-req: {len(sim.engine.waiting) if sim.engine else 0}, "
                f"#running-req: {len(sim.engine.running) if sim.engine else 0}",
                sim.prefix0,
            )
        return web.Response(
            text="Cache flushed.\nPlease check backend logs for more details. "
            "(When there are running or waiting requests, the operation will not be performed.)\n",
            status=200 if ok else 400,
        )

    async def metrics(self, request: web.Request) -> web.Response:
        """``/metrics`` (Prometheus text; 404 without ``--enable-metrics``): the tokenizer manager's
        counters and histograms, the gauges as the scheduler last published them."""
        sim = self.sim
        if not sim.args.get("enable_metrics"):
            return web.Response(status=404, text="Not Found")
        eng = sim.engine
        g = sim.gauges
        total_prompt = max(1, sim.metrics.prompt_tokens)
        body = render(
            sim.metrics,
            model_name=sim.model_name(),
            num_running=int(g.get("num_running", 0)),
            num_queue=int(g.get("num_queue", 0)),
            num_used_tokens=int(g.get("num_used_tokens", 0)),
            token_usage=float(g.get("token_usage", 0.0)),
            gen_throughput=float(g.get("gen_throughput", 0.0)),
            max_total_num_tokens=eng.cfg.max_total_num_tokens if eng else 0,
            cache_hit_rate=sim.metrics.cached_tokens / total_prompt,
            new_token_ratio=float(g.get("new_token_ratio", 0.0)),
            is_cuda_graph=bool(eng and not eng.cfg.disable_cuda_graph),
        )
        return web.Response(text=body, content_type="text/plain", charset="utf-8")

    # ------------------------------------------------------------------ generation
    async def stream_events(
        self,
        request: web.Request,
        st: ReqState,
        event: Callable[[int, int], dict[str, Any]],
        tail: Callable[[], list[dict[str, Any]]] = list,
    ) -> web.StreamResponse:
        """Stream one request as server-sent events: ``event(sent, upto)`` for each update (tokens
        ``[sent, upto)`` are new), then the ``tail()`` events and ``data: [DONE]``. A client that goes
        away aborts the request; a finished one is accounted."""
        sim = self.sim
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        try:
            async for sent, upto in sim.token_updates(st):
                await resp.write(_sse(event(sent, upto)))
            for extra in tail():
                await resp.write(_sse(extra))
            await resp.write(b"data: [DONE]\n\n")
        except (ConnectionResetError, asyncio.CancelledError):
            sim.abort_state(st)
            raise
        sim.finish_state(st)
        return resp

    async def wait_finished(self, states: list[ReqState]) -> None:
        """Wait until every request finished and account them (a cancelled handler aborts them all)."""
        sim = self.sim
        try:
            for st in states:
                async for _ in sim.token_updates(st):
                    pass
        except asyncio.CancelledError:
            for st in states:
                sim.abort_state(st)
            raise
        for st in states:
            sim.finish_state(st)

    def native_output(self, st: ReqState, upto: int) -> dict[str, Any]:
        """A native ``/generate`` result: cumulative ``text`` and ``output_ids`` of tokens [0, upto)."""
        sim = self.sim
        return {
            "text": sim.output_text(st, 0, upto),
            "output_ids": sim.output_ids(st, 0, upto),
            "meta_info": sim.meta_info(st),
        }

    async def generate(self, request: web.Request) -> web.StreamResponse:
        """Native ``/generate``: one prompt (text or ids), streamed or not, or a non-streamed batch."""
        sim = self.sim
        body = await read_json(request)
        if isinstance(body, web.Response):
            return body
        sp = body.get("sampling_params") or {}
        max_new = int(sp.get("max_new_tokens", 128) if sp.get("max_new_tokens") is not None else 128)
        ignore_eos = bool(sp.get("ignore_eos", False))
        prompt = body.get("input_ids") if body.get("input_ids") is not None else body.get("text", "")
        if _is_batch(prompt):
            if body.get("stream"):
                return _error(400, "The simulator does not stream batched /generate requests", "BadRequestError")
            return await self.generate_batch(prompt, max_new, ignore_eos)
        ids = sim.encode_prompt(prompt)
        err = sim.check_len(ids, max_new)
        if err:
            logs.emit(f"[http_server] Error: {err}")
            if body.get("stream"):
                return await _stream_error(request, err)
            return _error(400, err, "BadRequestError")
        if sim.queue_full():
            return _queue_full()
        st = sim.submit(ids, max_new, ignore_eos, sampled=_sampled(sp))
        if body.get("stream"):
            return await self.stream_events(request, st, lambda _sent, upto: self.native_output(st, upto))
        await self.wait_finished([st])
        return web.json_response(self.native_output(st, st.out_len), dumps=_dumps)

    async def generate_batch(self, prompts: list[Any], max_new: int, ignore_eos: bool) -> web.Response:
        """A list of texts or of id lists: one result per prompt, in order (non-streaming)."""
        sim = self.sim
        states = []
        for prompt in prompts:
            ids = sim.encode_prompt(prompt)
            err = sim.check_len(ids, max_new)
            if err:
                return _error(400, err, "BadRequestError")
            states.append(sim.submit(ids, max_new, ignore_eos))
        await self.wait_finished(states)
        return web.json_response([self.native_output(st, st.out_len) for st in states], dumps=_dumps)

    async def completions(self, request: web.Request) -> web.StreamResponse:
        """``/v1/completions``."""
        return await self.openai_generate(request, chat=False)

    async def chat_completions(self, request: web.Request) -> web.StreamResponse:
        """``/v1/chat/completions``."""
        return await self.openai_generate(request, chat=True)

    def openai_prompt(self, body: dict[str, Any], chat: bool) -> list[int] | web.Response:
        """Token ids of an OpenAI request's prompt (chat messages in ChatML), or the 400 reply."""
        sim = self.sim
        if chat:
            parts = []
            for msg in body.get("messages") or []:
                content = msg.get("content")
                if isinstance(content, list):
                    content = "".join(c.get("text", "") for c in content if isinstance(c, dict))
                parts.append(f"<|im_start|>{msg.get('role', 'user')}\n{content or ''}<|im_end|>\n")
            return sim.encode_prompt("".join(parts) + "<|im_start|>assistant\n")
        prompt = body.get("prompt", "")
        if _is_batch(prompt):
            if len(prompt) != 1:
                return _error(400, "The simulator serves one prompt per completion request", "BadRequestError")
            prompt = prompt[0]
        return sim.encode_prompt(prompt)

    async def openai_generate(self, request: web.Request, chat: bool) -> web.StreamResponse:
        """The OpenAI-compatible completion paths, streamed (chunks, optional usage) or not."""
        sim = self.sim
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype != "application/json":
            return _error(400, "Unsupported Media Type: Only 'application/json' is allowed", "BadRequestError")
        body = await read_json(request)
        if isinstance(body, web.Response):
            return body
        model = body.get("model") or sim.model_name()
        max_new_opt, ignore_eos = _openai_limits(body, chat)
        ids = self.openai_prompt(body, chat)
        if isinstance(ids, web.Response):
            return ids
        max_new = max_new_opt if max_new_opt is not None else max(1, sim.context_len() - len(ids))
        err = sim.check_len(ids, max_new)
        if err:
            return _error(400, err, "BadRequestError")
        if sim.queue_full():
            return _queue_full()
        st = sim.submit(ids, max_new, ignore_eos, sampled=_sampled(body))
        obj = "chat.completion" if chat else "text_completion"
        head = {"id": st.req.rid, "object": obj, "created": int(time.time()), "model": model}
        if body.get("stream"):
            stream_opts = body.get("stream_options") or {}
            chunk_head = {**head, "object": obj + ".chunk" if chat else obj}

            def event(sent: int, upto: int) -> dict[str, Any]:
                fr = st.finish_reason if st.finished else None
                choice = _openai_choice(chat, sim.output_text(st, sent, upto), fr, stream=True, first=sent == 0)
                usage = _usage(st.req.prompt_len, st.out_len) if stream_opts.get("continuous_usage_stats") else None
                return {**chunk_head, "choices": [choice], "usage": usage}

            def tail() -> list[dict[str, Any]]:
                if not stream_opts.get("include_usage"):
                    return []
                return [{**chunk_head, "choices": [], "usage": _usage(st.req.prompt_len, st.out_len)}]

            return await self.stream_events(request, st, event, tail)
        await self.wait_finished([st])
        n = st.out_len
        choice = _openai_choice(chat, sim.output_text(st, 0, n), st.finish_reason, stream=False)
        return web.json_response(
            {
                **head,
                "choices": [choice],
                "usage": _usage(st.req.prompt_len, n),
                "metadata": {"weight_version": sim.args.get("weight_version", "default")},
            },
            dumps=_dumps,
        )


# ---------------------------------------------------------------------- request and reply shapes
async def read_json(request: web.Request) -> dict[str, Any] | web.Response:
    """The request's JSON object, or the 400 reply for a body that is not one."""
    try:
        body = await request.json(loads=json.loads)
    except (json.JSONDecodeError, UnicodeDecodeError):
        return _error(400, "Invalid JSON body", "BadRequestError")
    if not isinstance(body, dict):
        return _error(400, "The request body must be a JSON object", "BadRequestError")
    return body


def _sampled(params: dict[str, Any]) -> bool:
    """Whether a request samples (temperature > 0) rather than taking the argmax: SGLang's SamplingParams and the
    OpenAI protocol both default the temperature to 1.0 (sampling_params.py, protocol.py); a value that is not a
    number counts as the default."""
    temperature = params.get("temperature", 1.0)
    try:
        return float(1.0 if temperature is None else temperature) > 0.0
    except (TypeError, ValueError):
        return True


def _openai_limits(body: dict[str, Any], chat: bool) -> tuple[int | None, bool]:
    """(max new tokens or None, ignore_eos) of an OpenAI request."""
    # CompletionRequest.max_tokens defaults to 16 (protocol.py); a chat request without a limit
    # may use the rest of the context (resolved once the prompt length is known).
    max_new = body.get("max_completion_tokens") or body.get("max_tokens")
    if max_new is None and not chat:
        max_new = 16
    return (int(max_new) if max_new is not None else None), bool(body.get("ignore_eos", False))


def _openai_choice(
    chat: bool, text: str, fr: dict[str, Any] | None, *, stream: bool, first: bool = False
) -> dict[str, Any]:
    """One OpenAI choice: a chat ``delta`` (the first carries the role) or ``message``, or a completion
    ``text``, with SGLang's ``finish_reason`` and ``matched_stop``."""
    choice: dict[str, Any]
    if chat and stream:
        d: dict[str, Any] = {"role": "assistant", "content": text} if first else {"content": text}
        d.update({"reasoning_content": None, "tool_calls": None})
        choice = {"index": 0, "delta": d, "logprobs": None}
    elif chat:
        message = {"role": "assistant", "content": text, "reasoning_content": None, "tool_calls": None}
        choice = {"index": 0, "message": message, "logprobs": None}
    else:
        choice = {"index": 0, "text": text, "logprobs": None}
    choice["finish_reason"] = fr.get("type") if fr else None
    choice["matched_stop"] = fr.get("matched") if fr else None
    return choice


def _client(request: web.Request) -> str:
    """``host:port`` of the peer, as uvicorn's access line prints it."""
    peer = request.transport.get_extra_info("peername") if request.transport else None
    if peer:
        return f"{peer[0]}:{peer[1]}"
    return "127.0.0.1:0"


def _is_batch(prompt: Any) -> bool:
    """A batched /generate prompt: a list of texts or a list of id lists."""
    return isinstance(prompt, list) and bool(prompt) and isinstance(prompt[0], (str, list))


def _usage(prompt: int, completion: int) -> dict[str, Any]:
    """OpenAI ``usage`` (tokens)."""
    return {
        "prompt_tokens": prompt,
        "total_tokens": prompt + completion,
        "completion_tokens": completion,
        "prompt_tokens_details": None,
        "reasoning_tokens": 0,
    }


def _dumps(obj: Any) -> str:
    """Compact JSON, as SGLang's ORJSON replies (no spaces)."""
    return json.dumps(obj, separators=(",", ":"), default=str)


def _sse(obj: Any) -> bytes:
    """One server-sent event."""
    return b"data: " + _dumps(obj).encode() + b"\n\n"


def _queue_full() -> web.Response:
    """SGLang's refusal of a request that finds the waiting queue at ``--max-queued-requests``
    (srt/managers/scheduler.py ``_abort_on_queued_limit``: "The request queue is full.",
    HTTPStatus.SERVICE_UNAVAILABLE).
    Real SGLang 0.5.17 on the H200 answered ``{"object":"error","message":"The request queue is full.","type":"503",
    "param":null,"code":503}`` with status 503 and logged nothing but the access line (round 34, queue_full_then_stop).
    """
    return _error(503, "The request queue is full.", "503")


async def _stream_error(request: web.Request, message: str) -> web.StreamResponse:
    """A streamed native ``/generate`` that SGLang refuses: HTTP 200 and an event stream of one error event, then
    ``data: [DONE]`` (sglang/srt/entrypoints/http_server.py ``generate_request``'s ``stream_results``: the
    tokenizer manager's ValueError is caught inside the stream, logged as "[http_server] Error: ...", and sent as
    ``{"error": {"message": ...}}``). Real SGLang 0.5.17 on the H200 logged ``"POST /generate HTTP/1.1" 200 OK`` for
    each over-context request of sglang.bench_serving (round 46), which then counted them as successful requests
    with a time to first token of 0 ms; a non-streamed request gets the 400 reply (``_error``)."""
    resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await resp.prepare(request)
    await resp.write(_sse({"error": {"message": message}}))
    await resp.write(b"data: [DONE]\n\n")
    return resp


def _error(status: int, message: str, typ: str) -> web.Response:
    """SGLang's OpenAI-style error reply."""
    return web.json_response(
        {"object": "error", "message": message, "type": typ, "param": None, "code": status}, status=status
    )
