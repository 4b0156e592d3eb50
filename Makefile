# One entry point for people and CI.
#   make tune PROFILE=high-concurrency   set up, then run the main job on the local default (simulator)
#   make tune PROFILE=tiny-fast ARGS="-e sglang_server_port=30877 -e tune_run_id=mine"
#   make test                            set up, then lint + the whole test suite (what .ci/run calls)
SHELL := /bin/bash
PROFILE ?= high-concurrency
ARGS ?=
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export PATH := $(CURDIR)/$(BIN):$(PATH)
export ANSIBLE_CONFIG := $(CURDIR)/ansible.cfg

.PHONY: setup setup-env tune lint unit molecule test clean

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

unit: setup-env
	KIT_TARGET_PYTHON=$(CURDIR)/.work/ml-env/bin/python $(BIN)/pytest -q -p no:cacheprovider tests

molecule: setup
	scripts/host-setup.sh
	scripts/molecule-all.sh

test: lint unit molecule

clean:
	rm -rf .work
