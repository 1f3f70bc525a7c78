# floorman: make run · make test · make bench · make bundle
# Each target sets up what it needs: a fresh machine needs only Python 3.11+.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: run test bench lint translations bundle bundle-check wheel clean

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

# The installer bundle: dist/floorman/ with the floorman and floorman-cli executables
# (installer/floorman.spec; installer/README.md for Windows and macOS). Built afresh each
# time: PyInstaller's own cache in build/pyinstaller keeps a rebuild to about half a minute.
bundle: $(VENV)/.bundle-deps translations
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller installer/floorman.spec

# The bundle, then its smoke test: run from dist/floorman/ with no Python in reach.
bundle-check: bundle
	$(PY) installer/smoke_test.py dist/floorman

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip setuptools wheel

$(VENV)/.run-deps: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e .
	touch $@

$(VENV)/.test-deps: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[test]'
	touch $(VENV)/.run-deps $@

$(VENV)/.bundle-deps: pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[bundle,postgresql]'
	touch $(VENV)/.run-deps $@

clean:
	rm -rf $(VENV) build dist *.egg-info resources/translations/*.qm
