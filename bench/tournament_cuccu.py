"""Cuccù tournament (make tournament): writes bench/results/cuccu.json."""

from bench.ai_cuckoo import run_tournament


def main() -> None:
    run_tournament("cuccu")


if __name__ == "__main__":
    main()
