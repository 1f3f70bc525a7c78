"""``floorman rule FILE|-``: a scenario in, the ruling out as JSON; bad input refused."""

from __future__ import annotations

import io
import json
import subprocess
import sys
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
    assert "/no/such/dispute.json no existe" in capsys.readouterr().err


# --- bad input: refused with what is wrong and what to do, exit 2, nothing written ------

def refused(capsys: pytest.CaptureFixture[str], argv: list[str], *words: str) -> str:
    """Run ``floorman`` and check it refused: exit 2, no ruling, no traceback, ``words``."""
    assert main(argv) == 2, argv
    out, err = capsys.readouterr()
    assert out == ""
    assert "Traceback" not in err
    assert err.startswith("floorman: ") and err.count("\n") == 1, err
    for word in words:
        assert word in err, (argv, err)
    return err


def document_with_stack(literal: str) -> str:
    """The TDA 43 example with seat 1's stack written as the JSON number ``literal``
    (json.dumps cannot write 1e999999 or a 5000-digit integer)."""
    scenario = tda_43_example_1()
    scenario["facts"]["players"][0]["stack"] = "@stack@"  # type: ignore[index]
    return json.dumps(scenario).replace('"@stack@"', literal)


TOO_LARGE = {
    "en": ("facts.players[0].stack", "is too large; no amount goes over 1,000,000,000,000 chips",
           "Write the real amount"),
    "es": ("facts.players[0].stack",
           "es demasiado grande; ningún importe pasa de 1.000.000.000.000 fichas",
           "Escriba el importe real"),
}
NOT_FINITE = {
    "en": ("facts.players[0].stack", "is not a finite number",
           "write an amount such as 200, up to 1,000,000,000,000"),
    "es": ("facts.players[0].stack", "no es un número finito",
           "escriba un importe como 200, hasta 1.000.000.000.000"),
}
TOO_LONG = {
    "en": ("scenario: holds a number of more than 4300 digits",
           "no amount goes over 1,000,000,000,000 chips", "Write the real figure"),
    "es": ("scenario: contiene un número de más de 4300 cifras",
           "ningún importe pasa de 1.000.000.000.000 fichas", "Escriba la cifra real"),
}
NEGATIVE = {
    "en": ("facts.players[0].stack: must be at least zero; it is -5",),
    "es": ("facts.players[0].stack: debe ser al menos cero; es -5",),
}
BAD_STACKS = {
    "10**30": ("1" + "0" * 30, TOO_LARGE),
    "1e308": ("1e308", TOO_LARGE),
    "1e999999": ("1e999999", NOT_FINITE),
    "NaN": ("NaN", NOT_FINITE),
    "Infinity": ("Infinity", NOT_FINITE),
    "-Infinity": ("-Infinity", NOT_FINITE),
    "5000 digits": ("9" * 5000, TOO_LONG),
    "negative": ("-5", NEGATIVE),
}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("case", BAD_STACKS)
def test_a_stack_no_game_has_is_refused_naming_the_limit(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str, lang: str) -> None:
    literal, words = BAD_STACKS[case]
    path = tmp_path / "dispute.json"
    path.write_text(document_with_stack(literal), encoding="utf-8")
    refused(capsys, ["rule", str(path), "--lang", lang], *words[lang])
    assert [p.name for p in tmp_path.iterdir()] == ["dispute.json"]


@pytest.mark.parametrize("fact,literal,where", [
    ('"to": 600', '"to": 1e308', "facts.actions[0].to"),
    ('"pot": 1000', '"pot": 1' + "0" * 30, "facts.pot"),
    ('"big_blind": 200', '"big_blind": 1e999999', "facts.structure.big_blind"),
])
def test_every_amount_of_the_document_has_the_same_bound(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        fact: str, literal: str, where: str) -> None:
    text = json.dumps(tda_43_example_1()).replace(fact, literal, 1)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    refused(capsys, ["rule", "-", "--lang", "en"], where, "1,000,000,000,000")


@pytest.mark.parametrize("lang,words", [
    ("en", ("scenario: is nested too deep", "Check the brackets")),
    ("es", ("scenario: está anidado demasiado hondo", "Revise los corchetes")),
])
def test_a_document_nested_100000_deep_is_refused(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        lang: str, words: tuple[str, ...]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("[" * 100_000 + "]" * 100_000))
    refused(capsys, ["rule", "-", "--lang", lang], *words)


def test_a_deep_list_json_can_read_inside_a_field_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dispute.json"
    path.write_text(document_with_stack("[" * 500 + "]" * 500), encoding="utf-8")
    refused(capsys, ["rule", str(path), "--lang", "en"], "scenario: is nested too deep")


NOT_UTF8 = {
    "en": ("is not UTF-8 text", "save it as UTF-8"),
    "es": ("no es texto UTF-8", "guárdelo como UTF-8"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("encoding", ["utf-16", "latin-1"])
def test_a_file_that_is_not_utf8_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            encoding: str, lang: str) -> None:
    scenario = {**tda_43_example_1(), "title": "José dice «subo»"}
    path = tmp_path / "disputa.json"
    path.write_bytes(json.dumps(scenario, ensure_ascii=False).encode(encoding))
    assert path.read_bytes().startswith(b"\xff\xfe") == (encoding == "utf-16")
    err = refused(capsys, ["rule", str(path), "--lang", lang], str(path), *NOT_UTF8[lang])
    first_bad = {"utf-16": "0xff", "latin-1": "0xe9"}[encoding]  # the BOM; the é of José
    assert first_bad in err


@pytest.mark.parametrize("lang", ["en", "es"])
def test_standard_input_that_is_not_utf8_is_refused(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str],
                                                    lang: str) -> None:
    data = json.dumps({**tda_43_example_1(), "title": "José"}, ensure_ascii=False)
    # A real stdin: text on top of bytes, decoded by the locale unless read as bytes.
    stdin = io.TextIOWrapper(io.BytesIO(data.encode("latin-1")), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", stdin)
    where = "standard input" if lang == "en" else "la entrada estándar"
    refused(capsys, ["rule", "-", "--lang", lang], where, *NOT_UTF8[lang])


def test_utf8_with_a_byte_order_mark_is_read(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dispute.json"
    path.write_text(json.dumps(tda_43_example_1()), encoding="utf-8-sig")
    assert main(["rule", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["decision"] == "call_or_raise"


@pytest.mark.parametrize("lang,words", [
    ("en", ("is a folder, not a file", "Give the path of a scenario JSON file")),
    ("es", ("es una carpeta, no un archivo", "Indique la ruta de un archivo JSON")),
])
def test_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                             lang: str, words: tuple[str, ...]) -> None:
    refused(capsys, ["rule", str(tmp_path), "--lang", lang], str(tmp_path), *words)


@pytest.mark.parametrize("lang,words", [
    ("en", ("does not exist", "Give the path of a scenario JSON file, or - to read")),
    ("es", ("no existe", "o - para leer la entrada estándar")),
])
def test_a_missing_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   lang: str, words: tuple[str, ...]) -> None:
    missing = tmp_path / "nowhere" / "dispute.json"
    refused(capsys, ["rule", str(missing), "--lang", lang], str(missing), *words)
    assert not missing.parent.exists()


@pytest.mark.parametrize("text,words", [
    ("", ("scenario: is empty", "write the dispute as JSON")),
    ("  \n", ("scenario: is empty",)),
    ('{"kind": "betting_options",\n "facts": {]}', ("line 2, column 12", "correct it there")),
])
def test_empty_and_broken_json_say_where(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str],
                                         text: str, words: tuple[str, ...]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    refused(capsys, ["rule", "-", "--lang", "en"], *words)


@pytest.mark.parametrize("lang,words", [
    ("en", ("no file given", "give the path of a scenario JSON file")),
    ("es", ("no se indicó ningún archivo", "indique la ruta de un archivo JSON")),
])
def test_an_empty_file_name_is_refused(capsys: pytest.CaptureFixture[str],
                                       lang: str, words: tuple[str, ...]) -> None:
    refused(capsys, ["rule", "", "--lang", lang], *words)


def test_no_standard_input_at_all_is_refused(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", None)
    refused(capsys, ["rule", "-", "--lang", "en"], "there is no standard input here",
            "give a scenario file")


def run_floorman(*argv: str, stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    """The real command in a process of its own, where a crash prints a traceback."""
    return subprocess.run([sys.executable, "-m", "floorman", *argv], input=stdin,
                          capture_output=True, check=False, timeout=120)


@pytest.mark.slow
@pytest.mark.parametrize("stdin,words", [
    (json.dumps(tda_43_example_1()).encode("utf-16"),
     "standard input is not UTF-8 text (byte 1 is 0xff); save it as UTF-8"),
    (b"[" * 100_000 + b"]" * 100_000, "scenario: is nested too deep"),
    (document_with_stack("9" * 5000).encode(), "more than 4300 digits"),
    (document_with_stack("1e999999").encode(), "facts.players[0].stack: is not a finite number"),
], ids=["utf-16", "100000 deep", "5000 digits", "1e999999"])
def test_the_real_command_refuses_without_a_traceback(stdin: bytes, words: str) -> None:
    done = run_floorman("rule", "-", "--lang", "en", stdin=stdin)
    err = done.stderr.decode("utf-8")
    assert (done.returncode, done.stdout) == (2, b""), err
    assert "Traceback" not in err
    assert err.startswith("floorman: ") and words in err, err
