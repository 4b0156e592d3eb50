# One entry point for people and CI.
#   make tune PROFILE=high-concurrency   set up, then run the main job on the local default (simulator)
#   make test                            set up, then lint + the whole test suite (what .ci/run calls)
SHELL := /bin/bash
PROFILE ?= high-concurrency
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export PATH := $(CURDIR)/$(BIN):$(PATH)
export ANSIBLE_CONFIG := $(CURDIR)/ansible.cfg

.PHONY: setup tune lint unit molecule test clean

$(BIN)/ansible-playbook: requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements.txt
	$(BIN)/pip install -q -e .
	touch $@

setup: $(BIN)/ansible-playbook

tune: setup
	$(BIN)/ansible-playbook tune.yml -e profile=$(PROFILE)

lint: setup
	$(BIN)/yamllint -s .
	$(BIN)/ruff check .
	$(BIN)/ansible-lint --profile production

unit: setup
	$(BIN)/pytest -q tests

molecule: setup
	scripts/host-setup.sh
	cd . && $(BIN)/molecule test --all

test: lint unit molecule

clean:
	rm -rf .work
