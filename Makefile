# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
CATALOGS := $(wildcard translations/*/LC_MESSAGES/messages.po)
MOS := $(CATALOGS:.po=.mo)
CHROMIUM ?= /usr/bin/chromium

.PHONY: run test lint catalogs extract bench clean system-deps runtime-deps serve-deps maps \
	serve soak bench-deps lock quick

# Debian's python3 makes a virtualenv only with python3-venv, which a fresh machine may lack.
$(BIN)/python:
	$(PY) -m venv $(VENV) || { rm -rf $(VENV); echo "Installing Debian package: python3-venv"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null \
		&& $(PY) -m venv $(VENV); }
	$(BIN)/pip install --quiet --constraint constraints.txt --upgrade pip

# Every install takes the versions in constraints.txt (`make lock` renews them): pip itself
# (above), the packages, and the build tools that turn this project into one (setuptools).
PIP_INSTALL := $(BIN)/pip install --quiet --constraint constraints.txt --build-constraint constraints.txt
$(STAMP): pyproject.toml constraints.txt | $(BIN)/python
	$(PIP_INSTALL) -e .
	touch $@

$(TEST_STAMP): pyproject.toml constraints.txt $(STAMP)
	$(PIP_INSTALL) -e '.[test]'
	touch $@

# Resolve pyproject.toml's ranges afresh, in a virtualenv of their own, into constraints.txt;
# then run `make test` before committing the new versions.
LOCK_VENV := .cache/lock-venv
lock:
	rm -rf $(LOCK_VENV)
	$(PY) -m venv $(LOCK_VENV)
	$(LOCK_VENV)/bin/pip install --quiet --upgrade pip setuptools wheel
	$(LOCK_VENV)/bin/pip install --quiet '.[test,bench]'
	{ grep '^#' constraints.txt; $(LOCK_VENV)/bin/pip freeze --all --exclude dog-ordinance-guide; } \
		> constraints.txt.new
	mv constraints.txt.new constraints.txt
	rm -rf $(LOCK_VENV)

# Compiled catalogs are build output: never committed, always rebuilt from the .po files.
translations/%/LC_MESSAGES/messages.mo: translations/%/LC_MESSAGES/messages.po $(STAMP)
	$(BIN)/pybabel compile --use-fuzzy -d translations -l $* >/dev/null 2>&1 || $(BIN)/pybabel compile -d translations -l $*

catalogs: $(MOS)

# Re-extract every user-visible string (templates, code, flow YAML) and merge into each catalog.
extract: $(STAMP)
	$(BIN)/pybabel extract -F babel.cfg -k N_ -k _l -k lazy_gettext -k lazy_ngettext:1,2 -c TRANSLATORS: --no-location --sort-output \
		-o translations/messages.pot .
	$(BIN)/python tools/update_catalogs.py

run: $(STAMP) catalogs runtime-deps
	INTERVIEW_DEV=1 $(BIN)/flask --app interview run --host 127.0.0.1 --port 5000

# Flow maps: transitions' Mermaid output, drawn by mermaid (from npm) in headless Chromium.
# The SVGs are committed; a test fails when a map is older than its flow's routes.
MERMAID_VERSION := 12.3.0
.cache/mermaid/package/dist/mermaid.min.js:
	mkdir -p .cache/mermaid
	cd .cache/mermaid && npm pack --silent mermaid@$(MERMAID_VERSION) && tar xzf mermaid-$(MERMAID_VERSION).tgz

maps: $(TEST_STAMP) system-deps .cache/mermaid/package/dist/mermaid.min.js
	$(BIN)/python tools/render_maps.py

# Debian packages, installed when missing (CI runs as root on a fresh machine).
# To run: WeasyPrint (PDFs) needs Pango and a font; fonts-dejavu-core gives the PDFs their face
# and covers Arabic. To serve the public (make serve, and its test): nginx, which reads each
# request whole before gunicorn's sync workers see it (deploy/nginx.conf). Only to test and draw
# the maps: browser tests drive Debian's Chromium through Playwright's executable_path (a
# browser download does not work here), and zbar-tools (zbarimg) reads the kiosk's QR code back
# in the hand-off test. A server needs neither.
RUNTIME_PACKAGES := libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core
SERVE_PACKAGES := nginx
TEST_PACKAGES := chromium zbar-tools
define install_missing
	@missing=$$(for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages: $$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi
endef
runtime-deps:
	$(call install_missing,$(RUNTIME_PACKAGES))
serve-deps:
	$(call install_missing,$(RUNTIME_PACKAGES) $(SERVE_PACKAGES))
system-deps:
	$(call install_missing,$(RUNTIME_PACKAGES) $(SERVE_PACKAGES) $(TEST_PACKAGES))

# Production: nginx on 127.0.0.1:$PORT (or $LISTEN) in front of gunicorn on a Unix socket,
# both in the foreground (deploy/serve.py, deploy/nginx.conf, gunicorn.conf.py). PORT (8000),
# WEB_CONCURRENCY (2 workers) and SECRET_KEY (required) come from the environment.
serve: $(STAMP) catalogs serve-deps
	$(BIN)/python deploy/serve.py

# Benchmarks (docs/performance.md): wrk from Debian, pyinstrument from the `bench` extra.
BENCH_STAMP := $(VENV)/.installed-bench
BENCH_PACKAGES := wrk
$(BENCH_STAMP): pyproject.toml constraints.txt $(STAMP)
	$(PIP_INSTALL) -e '.[bench]'
	touch $@

bench-deps:
	@missing=$$(for p in $(BENCH_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages: $$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

bench: $(BENCH_STAMP) catalogs system-deps bench-deps
	$(BIN)/python bench/run.py

soak: $(BENCH_STAMP) catalogs system-deps bench-deps
	$(BIN)/python bench/soak.py

# flows check (about 65 CPU-minutes, in its own processes) runs beside the tests, which wait on
# browsers and servers much of the time. It runs at a lower priority: the tests, one process,
# then get a core when they need one, and the check, which can use both, takes what is left,
# so neither core idles at the end. The one test that renders a page per path shape the check
# found (test_result_nothing_lost) starts as soon as the check ends, on what it kept, in two
# processes (each renders half the shapes); its output follows the suite's. Any failure fails
# the target. The 25 slowest tests are listed.
SHAPES_TEST := tests/interview/test_result_nothing_lost.py
SHAPES_LOG := .cache/shapes-test.log
test: $(TEST_STAMP) catalogs system-deps
	$(BIN)/ruff check interview flows tests
	rm -rf .cache/path-shapes $(SHAPES_LOG) $(SHAPES_LOG).1
	@mkdir -p .cache; \
	( nice -n 10 $(BIN)/interview flows check --keep-shapes .cache/path-shapes; checked=$$?; \
	  $(BIN)/python -m pytest -p no:cacheprovider $(SHAPES_TEST) -k half1 >$(SHAPES_LOG).1 2>&1 & \
	  first=$$!; \
	  $(BIN)/python -m pytest -p no:cacheprovider $(SHAPES_TEST) -k half2 >$(SHAPES_LOG) 2>&1; \
	  shapes=$$?; wait $$first || shapes=1; cat $(SHAPES_LOG).1 >>$(SHAPES_LOG); \
	  echo "flows check: exit $$checked; $(SHAPES_TEST): exit $$shapes" >>$(SHAPES_LOG); \
	  [ $$checked -eq 0 ] && [ $$shapes -eq 0 ] ) & check=$$!; \
	$(BIN)/python -m pytest --durations=25 --deselect $(SHAPES_TEST); tests=$$?; \
	wait $$check; checked=$$?; \
	cat $(SHAPES_LOG); echo "tests: exit $$tests"; \
	[ $$checked -eq 0 ] && [ $$tests -eq 0 ]

# The tests alone, in two processes: about 12 minutes, for a change that leaves the flows and
# the toolkit alone. Not the path search, nor the test that renders a page per shape it finds
# (without the search's copy, that test runs the search itself). `make test` runs everything,
# its tests in one process: the search keeps both cores busy, so more would not finish sooner.
quick: $(TEST_STAMP) catalogs system-deps
	$(BIN)/ruff check interview flows tests
	$(BIN)/python -m pytest -p no:cacheprovider -n 2 --deselect $(SHAPES_TEST)

lint: $(TEST_STAMP)
	$(BIN)/ruff check interview flows tests

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .ruff_cache
