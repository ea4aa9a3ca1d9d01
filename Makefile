# Card Atlas: every target installs what it uses into .venv, and is fast on its second run.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
ARGS ?=
PO := $(wildcard game/i18n/locale/*/LC_MESSAGES/*.po)
MO := $(PO:.po=.mo)

.PHONY: play test web bench bench-web tournament soak fuzz monkey lint catalogs i18n clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.play: pyproject.toml | $(BIN)/python
	$(BIN)/pip install -q "pygame-ce>=2.5.6,<2.6" "babel>=2.14"
	touch $@

$(VENV)/.test: pyproject.toml $(VENV)/.play
	$(BIN)/pip install -q "pytest>=8" "pytest-xdist>=3.5" "hypothesis>=6.100" "ruff>=0.6" "fonttools>=4.40"
	touch $@

$(VENV)/.web: pyproject.toml $(VENV)/.play
	$(BIN)/pip install -q "pygbag==0.9.3" "fonttools>=4.40"
	touch $@

# Benches only: RLCard's UNO engine, measured beside Mau Mau's (skipped when it will not install).
$(VENV)/.bench: pyproject.toml $(VENV)/.test
	$(BIN)/pip install -q "rlcard" || echo "rlcard did not install: the bench runs without the UNO figure"
	touch $@

%.mo: %.po $(VENV)/.play
	$(BIN)/pybabel -q compile -i $< -o $@

catalogs: $(MO)

play: $(VENV)/.play catalogs
	$(BIN)/python main.py $(ARGS)

# One pytest worker per core (pytest-xdist): about two minutes on two cores.
test: $(VENV)/.test $(VENV)/.web catalogs
	$(BIN)/python -m pytest -n auto
	@$(BIN)/python tools/i18n_coverage.py --strict

i18n: $(VENV)/.play catalogs
	$(BIN)/python tools/i18n_coverage.py

lint: $(VENV)/.test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# The browser bundle: stages main.py, game/ and assets/ (fonts subset with fontTools), runs
# pygbag offline with our template and icon (assets/web/), and leaves build/web/ and
# build/web.zip (see tools/build_web.py).
web: $(VENV)/.web catalogs
	timeout 300 $(BIN)/python tools/build_web.py --out build

bench: $(VENV)/.bench catalogs
	timeout 300 $(BIN)/python -m bench

# The engine bench (every engine beside UNO) and AI slice times on WebAssembly: Pyodide from npm under Node (cached
# outside the repository), RLCard's UNO beside Mau Mau; skipped cleanly without Node.
bench-web: $(VENV)/.bench
	PYTHON=$(BIN)/python sh tools/bench_web.sh engine_table ai_slices frame_web

tournament: $(VENV)/.test
	$(BIN)/python -m bench.tournament $(GAMES)

# Not in CI: the fuzzers (`make fuzz`), then 100,000 seeded matches per game through the
# conformance invariants, on every core (ARGS="--workers 1": one), resumable
# (bench/results/soak.json); ARGS="--budget 3600" stops after an hour.
soak: fuzz
	$(BIN)/python -m bench.soak $(ARGS)

# Not in CI: 60,000 hostile inputs through the scenario runner and 1,000 hostile stores
# (over 10,000 documents) through the app (bench/results/fuzz_runner.json, fuzz_storage.json).
fuzz: $(VENV)/.test catalogs
	$(BIN)/python -m bench.fuzz_runner --inputs 60000
	$(BIN)/python -m bench.fuzz_storage --examples 1000

# Not in CI: a million seeded random pointer, touch, key and resize events over every scene,
# headless, resumable (bench/results/monkey.json after every segment); a failure leaves
# build/monkey/failure-*.json (python -m bench.monkey --replay F).
monkey: $(VENV)/.test catalogs
	$(BIN)/python -m bench.monkey $(ARGS)

clean:
	rm -rf build $(MO)
