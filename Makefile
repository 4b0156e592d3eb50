# One entry point for people and CI.
#   make tune PROFILE=high-concurrency   set up, then run the main job on the local default (simulator)
#   make tune PROFILE=tiny-fast ARGS="-e sglang_server_port=30877 -e tune_run_id=mine"
#   make test                            set up, then lint + the whole test suite (what .ci/run calls)
#   make wheel-check                     build the wheel, install it into a fresh venv, run sglang-diagnose
SHELL := /bin/bash
PROFILE ?= high-concurrency
ARGS ?=
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export PATH := $(CURDIR)/$(BIN):$(PATH)
export ANSIBLE_CONFIG := $(CURDIR)/ansible.cfg

.PHONY: setup setup-env tune lint wheel-check unit molecule test clean

$(BIN)/ansible-playbook: requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements.txt
	$(BIN)/pip install -q -e .
	touch $@

setup: $(BIN)/ansible-playbook

# The local default's target env (.work/ml-env: SGLang 0.5.9 for bench_serving + the simulator),
# built by the kit's own ml_env and sglang_patches roles; the tests run against it.
setup-env: setup
	$(BIN)/ansible-playbook playbooks/deploy.yml

tune: setup
	$(BIN)/ansible-playbook tune.yml -e profile=$(PROFILE) $(ARGS)

lint: setup
	$(BIN)/yamllint -s .
	$(BIN)/ruff check .
	$(BIN)/ansible-lint --profile production

# The installable CLI as a user gets it: the wheel (not the editable install) in a fresh venv without
# Ansible, sglang-diagnose run from outside the checkout on a shared case that must print cuda_oom. ~15 s.
WHEEL_CHECK := .work/wheel-check
wheel-check: setup
	rm -rf $(WHEEL_CHECK) build
	$(BIN)/pip wheel -q --no-deps -w $(WHEEL_CHECK)/dist .
	rm -rf build
	$(PYTHON) -m venv --without-pip $(WHEEL_CHECK)/venv
	$(BIN)/pip --python $(WHEEL_CHECK)/venv/bin/python install -q --no-deps --no-index $(WHEEL_CHECK)/dist/*.whl
	cd $(WHEEL_CHECK)/venv && bin/sglang-diagnose $(CURDIR)/tests/cases/shared/case_07.log > ../diagnose.out
	head -n 2 $(WHEEL_CHECK)/diagnose.out
	grep -qx 'class:   cuda_oom' $(WHEEL_CHECK)/diagnose.out

# Test processes of `make unit` (pytest-xdist, one file per worker at a time): the end-to-end tune runs mostly wait
# on the simulator's clock (13 % of a core for the 9-minute high-concurrency sweep), so three overlap on 2 cores.
TEST_WORKERS ?= 3

unit: setup-env
	KIT_TARGET_PYTHON=$(CURDIR)/.work/ml-env/bin/python $(BIN)/pytest -q -p no:cacheprovider --durations=25 \
		-n $(TEST_WORKERS) --dist loadfile tests

molecule: setup
	scripts/host-setup.sh
	scripts/molecule-all.sh

test: lint wheel-check unit molecule

clean:
	rm -rf .work
