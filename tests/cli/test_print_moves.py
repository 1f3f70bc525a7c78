"""``floorman print moves --pdf FILE``: the pending move slips of a broken game, or one
table's whole break, without a screen, in English and Spanish (RRoP 2.iii.14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from floorman.app import main
from floorman.services import breaking, games, players, seats
from floorman.services.desk import Desk
from floorman.store import open_store


def pdf_text(path: Path) -> str:
    return " ".join(" ".join(page.extract_text() for page in PdfReader(path).pages).split())


@pytest.fixture
def broken_room(tmp_path: Path) -> str:
    """Table 7 (four players, Ana away) breaks into table 2 (three seats): Ana's seat is
    held, the worst card (Carlos, 2c) heads the list."""
    url = f"sqlite:///{tmp_path}/room.sqlite"
    desk = Desk(open_store(url), actor="Marta")
    game = games.add_game(desk, variant="holdem", betting="no_limit", stake_small="1",
                          stake_big="2", min_buy_in="100", max_buy_in="300").created_id
    seven = games.open_table(desk, number=7, game_id=game).created_id
    games.open_table(desk, number=2, game_id=game, seats=3)
    ids = {}
    for seat, name in enumerate(["Ana López", "Bea Ruiz", "Carlos Gil", "Dani Sanz"], 1):
        ids[name] = players.add_player(desk, name=name).created_id
        seats.seat_player(desk, table_id=seven, seat=seat, player_id=ids[name])
    seats.mark_away(desk, table_id=seven, seat=1)
    cards = dict(zip(ids.values(), ["As", "Kd", "2c", "3h"], strict=True))
    breaking.break_table(desk, table_id=seven, cards=cards)
    desk.store.close()
    return url


def test_pending_moves_print_the_absent_players_slip(broken_room: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "pending.pdf"
    assert main(["print", "moves", "--pdf", str(target), "--database", broken_room]) == 0
    assert capsys.readouterr().out.strip() == str(target)
    text = pdf_text(target)
    assert "Move slip" in text and "Ana López" in text
    assert "table 2, seat 1: held for you until your big blind" in text
    assert "Break of table 7" in text and "Bea Ruiz" in text  # the summary of her break
    assert text.count("Move slip") == 1, "only the pending move has a slip"


def test_a_tables_break_prints_every_slip_and_the_summary_in_spanish(
        broken_room: str, tmp_path: Path) -> None:
    target = tmp_path / "mesa7.pdf"
    assert main(["print", "moves", "--table", "7", "--one-page", "--lang", "es",
                 "--pdf", str(target), "--database", broken_room]) == 0
    text = pdf_text(target)
    assert text.count("Ficha de cambio") == 4
    for name in ("Ana López", "Bea Ruiz", "Carlos Gil", "Dani Sanz"):
        assert name in text
    assert "Rotura de la mesa 7" in text and "cartas sacadas en la mesa y anotadas" in text
    assert "número 1 al principio" in text  # Carlos, the worst card, heads the list


def test_nothing_pending_still_prints_a_page_saying_so(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/empty.sqlite"
    assert main(["demo", "--database", url]) == 0
    target = tmp_path / "none.pdf"
    assert main(["print", "moves", "--pdf", str(target), "--database", url]) == 0
    assert "No move is pending." in pdf_text(target)


def test_a_table_that_never_broke_is_refused_and_nothing_is_written(
        broken_room: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "t3.pdf"
    assert main(["print", "moves", "--table", "3", "--pdf", str(target),
                 "--database", broken_room]) == 2
    assert "table 3 has no break on record" in capsys.readouterr().err
    assert not target.exists()
