"""``floorman rule FILE|-``: a scenario in, the ruling out as JSON; bad input refused."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from floorman.app import main

EXAMPLE = Path(__file__).parents[1] / "rules" / "scenarios" / "betting"


def tda_43_example_1() -> dict[str, object]:
    case = json.loads((EXAMPLE / "tda_43_example1_min_raise_is_last_raise.json").read_text())
    return case["scenario"]  # type: ignore[no-any-return]


def test_a_file_gives_the_ruling_as_json(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dispute.json"
    path.write_text(json.dumps(tda_43_example_1()))
    assert main(["rule", str(path)]) == 0
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["decision"] == "call_or_raise"
    assert ruling["numbers"]["min_to"] == 5600
    assert "TDA 43-A" in ruling["rules"]
    assert ruling["summary"]["es"] and ruling["summary"]["en"]


def test_standard_input_works_too(monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(tda_43_example_1())))
    assert main(["rule", "-"]) == 0
    assert json.loads(capsys.readouterr().out)["profile"] == "tda"


@pytest.mark.parametrize("lang,words", [("en", "smallest chip"), ("es", "ficha más pequeña")])
def test_bad_facts_exit_non_zero_naming_the_field(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str],
                                                  lang: str, words: str) -> None:
    scenario = tda_43_example_1()
    scenario["facts"]["structure"]["chip"] = 25  # type: ignore[index]
    scenario["facts"]["actions"][0]["to"] = 610  # type: ignore[index]
    monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(scenario)))
    assert main(["rule", "-", "--lang", lang]) == 2
    error = capsys.readouterr().err
    assert "facts.actions[0].to" in error and words in error


def test_not_json_and_missing_files_are_refused(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("{kind: bet"))
    assert main(["rule", "-"]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["rule", "/no/such/dispute.json", "--lang", "es"]) == 2
    assert "no se puede leer" in capsys.readouterr().err
