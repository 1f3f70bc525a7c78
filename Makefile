# floorman: make run · make test · make bench · make bundle
# Each target sets up what it needs: a fresh machine needs only Python 3.11+.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: run test bench lint translations bundle wheel clean

run: $(VENV)/.run-deps translations
	$(PY) -m floorman

test: $(VENV)/.test-deps translations
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(PY) -m pytest $(PYTEST_ARGS)

bench: $(VENV)/.test-deps translations
	QT_QPA_PLATFORM=$${QT_QPA_PLATFORM:-offscreen} $(PY) -m benchmarks

lint: $(VENV)/.test-deps
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

translations: $(QM)

resources/translations/%.qm: resources/translations/%.ts $(VENV)/.run-deps
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

wheel: $(VENV)/.test-deps translations
	$(PY) -m pip wheel --no-deps --no-build-isolation -w dist .

bundle:
	@echo "The installer bundle is not built yet: see installer/README.md." && false

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip setuptools wheel

$(VENV)/.run-deps: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e .
	touch $@

$(VENV)/.test-deps: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[test]'
	touch $(VENV)/.run-deps $@

clean:
	rm -rf $(VENV) build dist *.egg-info resources/translations/*.qm
