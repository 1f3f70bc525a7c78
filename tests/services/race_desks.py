"""Desk processes for the races: two or three desks acting on one store at the same moment.

Each desk process (started with "spawn", with its own ``Store`` and ``Desk``, actors
``desk-1``, ``desk-2``...) stays alive across rounds and runs the ``Order`` it is handed,
all desks together on a barrier or one after the other. Each answers with an ``Outcome``:
"ok" (with the audit id), "refused" (with the English refusal) or "error" (any other
exception: always a failure). A ``RaceReport`` adds up what the rounds did, with the
``Verdict`` of each round's check. The floor set-up, the kinds of race and ``run_races``
are in ``tests.services.race_kinds``; the audit replay is in ``tests.services.audit_replay``.
"""

from __future__ import annotations

import multiprocessing
import re
import threading
import time
import traceback
import warnings
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Barrier
from typing import Any

from floorman.services import (
    breaking,
    games,
    must_move,
    seats,
    tournament_clock,
    tournaments,
    undo,
    waitlists,
)
from floorman.services.desk import Change, Desk, FloorError, house_settings
from floorman.store import open_store

# The floor actions a desk process can be told to run.
ACTIONS: dict[str, Callable[..., Change]] = {
    "close_table": games.close_table,
    "seat_player": seats.seat_player,
    "hold_seat": seats.hold_seat,
    "not_here": waitlists.not_here,
    "add_to_waitlist": waitlists.add_to_waitlist,
    "revert": undo.revert,
    "hold_for_must_move": must_move.hold_for_must_move,
    "confirm_move": must_move.confirm_move,
    "break_table": breaking.break_table,
    "move_player": seats.move_player,
    "bust_out": tournaments.bust_out,
    "confirm_tournament_move": tournaments.confirm_move,
    "break_tournament_table": tournaments.break_table,
    "pause_clock": tournament_clock.pause_clock,
    "next_level": tournament_clock.next_level,
}

BARRIER_TIMEOUT_S = 60.0
ANSWER_TIMEOUT_S = 120.0
KEPT_DESCRIPTIONS = 5
OK, REFUSED, ERROR = "ok", "refused", "error"


class RaceHarnessError(RuntimeError):
    """The harness itself broke (a desk process died or stopped answering)."""


@dataclass(frozen=True)
class Order:
    """What one desk is told to do: a floor action and its facts."""

    action: str
    facts: dict[str, Any]


@dataclass(frozen=True)
class Outcome:
    """What one desk answered, and when it acted (``time.monotonic``, which every
    process on the machine shares, so intervals of two desks can be compared)."""

    desk: str
    action: str
    status: str  # ok, refused or error
    audit_id: int | None = None
    text: str = ""  # the summary, the English refusal, or the error's type and message
    started: float = 0.0
    finished: float = 0.0
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.status == OK

    def said(self) -> str:
        shown = self.text if len(self.text) <= 140 else self.text[:137] + "..."
        return f"{self.desk} {self.action}: {self.status} ({shown})"


@dataclass(frozen=True)
class _Call:
    url: str
    order: Order | None  # None: open the store and say ready
    barrier: int | None  # the barrier to wait on (its number of parties), or act at once


# --- the desk processes ---------------------------------------------------------------


def _where(error: BaseException) -> str:
    """Where an error was raised: the innermost line of floorman's own code, if any."""
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "/floorman/" in f.filename and "/site-packages/" not in f.filename]
    frame = (ours or frames)[-1]
    return f"{frame.filename.rsplit('/floorman/', 1)[-1]}:{frame.lineno} {frame.name}"


def _act(desk: Desk, order: Order) -> Outcome:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        started = time.monotonic()
        audit_id: int | None = None
        try:
            change = ACTIONS[order.action](desk, **order.facts)
        except FloorError as refusal:
            status, text = REFUSED, refusal.text.en
        except Exception as error:  # any other failure is reported, never swallowed
            first_line = (str(error).splitlines() or [""])[0]
            status = ERROR
            text = f"{type(error).__name__}: {first_line} (at {_where(error)})"
        else:
            status, audit_id, text = OK, change.audit_id, change.summary.en
        finished = time.monotonic()
    said = tuple(f"{w.category.__name__}: {(str(w.message).splitlines() or [''])[0]}"
                 for w in caught)
    return Outcome(desk.actor, order.action, status, audit_id, text, started, finished, said)


def _open_desk(url: str, actor: str) -> Desk:
    desk = Desk(open_store(url), actor=actor)
    # Connect now, so the first race does not spend its moment opening connections.
    with desk.store.reading() as session:
        house_settings(session)
    with desk.store.writer.connect():
        pass
    return desk


def _desk_process(number: int, conn: Connection, barriers: dict[int, Barrier]) -> None:
    """One desk: open the store it is told, then act on each order it gets."""
    actor = f"desk-{number}"
    desk: Desk | None = None
    url = ""
    try:
        while True:
            call = conn.recv()
            if call is None:
                return
            if not call.url:  # release the store
                if desk is not None:
                    desk.store.close()
                    desk, url = None, ""
                conn.send(Outcome(actor, "release", OK))
                continue
            try:
                if call.url != url or desk is None:
                    if desk is not None:
                        desk.store.close()
                        desk = None
                    desk = _open_desk(call.url, actor)
                    url = call.url
            except Exception as error:
                conn.send(Outcome(actor, "open", ERROR,
                                  text=f"{type(error).__name__}: {error}"))
                continue
            if call.order is None:
                conn.send(Outcome(actor, "open", OK))
                continue
            if call.barrier is not None:
                try:
                    barriers[call.barrier].wait(BARRIER_TIMEOUT_S)
                except threading.BrokenBarrierError:
                    conn.send(Outcome(actor, call.order.action, ERROR,
                                      text="BrokenBarrierError: the other desks never came"))
                    continue
            conn.send(_act(desk, call.order))
    except (EOFError, KeyboardInterrupt):
        return
    finally:
        if desk is not None:
            desk.store.close()
        conn.close()


class RaceDesks:
    """The desk processes, alive until closed; use as a context manager."""

    def __init__(self, count: int = 3) -> None:
        if count < 2:
            raise ValueError("a race needs at least two desks")
        context = multiprocessing.get_context("spawn")
        self._barriers: dict[int, Barrier] = {n: context.Barrier(n)
                                              for n in range(2, count + 1)}
        self._conns: list[Connection] = []
        self._processes: list[multiprocessing.process.BaseProcess] = []
        self._url = ""
        for number in range(1, count + 1):
            ours, theirs = context.Pipe()
            process = context.Process(target=_desk_process, name=f"desk-{number}",
                                      args=(number, theirs, self._barriers), daemon=True)
            process.start()
            theirs.close()
            self._conns.append(ours)
            self._processes.append(process)

    @property
    def count(self) -> int:
        return len(self._conns)

    def open(self, url: str) -> None:
        """Have every desk open the store at ``url`` (and warm its connections)."""
        for conn in self._conns:
            conn.send(_Call(url, None, None))
        for index in range(self.count):
            answer = self._answer(index)
            if not answer.ok:
                raise RaceHarnessError(f"desk-{index + 1} could not open {url}: {answer.text}")
        self._url = url

    def act(self, orders: Sequence[Order], *, together: bool = True,
            first: int = 0) -> list[Outcome]:
        """Desk ``i`` runs ``orders[i]``: all at the same moment (``together``), or one
        after the other starting with desk ``first`` (the others follow in turn)."""
        if not 2 <= len(orders) <= self.count:
            raise ValueError(f"{len(orders)} orders for {self.count} desks")
        if not self._url:
            raise RaceHarnessError("open a store before racing on it")
        if together:
            for index, order in enumerate(orders):
                self._conns[index].send(_Call(self._url, order, len(orders)))
            answers = [self._answer(index) for index in range(len(orders))]
            if any("BrokenBarrierError" in a.text for a in answers):
                self._barriers[len(orders)].reset()
            return answers
        answered: dict[int, Outcome] = {}
        for step in range(len(orders)):
            index = (first + step) % len(orders)
            self._conns[index].send(_Call(self._url, orders[index], None))
            answered[index] = self._answer(index)
        return [answered[index] for index in range(len(orders))]

    def _answer(self, index: int) -> Outcome:
        conn, process = self._conns[index], self._processes[index]
        if not conn.poll(ANSWER_TIMEOUT_S):
            state = "alive" if process.is_alive() else f"dead (exit {process.exitcode})"
            raise RaceHarnessError(f"desk-{index + 1} gave no answer in {ANSWER_TIMEOUT_S:.0f} "
                                   f"s; its process is {state}")
        try:
            answer: Outcome = conn.recv()
        except (EOFError, OSError):
            process.join(5)
            raise RaceHarnessError(f"desk-{index + 1} died (exit {process.exitcode})") from None
        return answer

    def release(self) -> None:
        """Have every desk close the store it has open (before it is dropped)."""
        for conn in self._conns:
            conn.send(_Call("", None, None))
        for index in range(self.count):
            self._answer(index)
        self._url = ""

    def close(self) -> None:
        for conn in self._conns:
            with suppress(BrokenPipeError, OSError):
                conn.send(None)
        for process in self._processes:
            process.join(10)
            if process.is_alive():
                process.terminate()
                process.join(5)
        for conn in self._conns:
            conn.close()

    def __enter__(self) -> RaceDesks:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


# --- the report -----------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """What a round's check found: a wrong floor, or wrong words to a desk."""

    wrong_floor: list[str] = field(default_factory=list)
    wrong_answer: list[str] = field(default_factory=list)


_NUMBERS = re.compile(r"\d+")


def _shape(text: str) -> str:
    """A refusal with its numbers and names folded, so alike refusals count together."""
    return _NUMBERS.sub("#", text)[:160]


@dataclass
class RaceReport:
    """What a run of races did. ``wrong_floors`` counts rounds that left a wrong floor
    plus audit replays that found the log and the store disagreeing."""

    kind: str
    store: str
    together: bool
    rounds: int = 0
    ok: int = 0
    refused: int = 0
    errors: int = 0
    wrong_floors: int = 0
    wrong_answers: int = 0
    replays: int = 0
    replay_mismatches: int = 0
    overlapped: int = 0  # rounds whose actions were under way at the same moment
    outcomes: Counter[str] = field(default_factory=Counter)  # "ok+refused" -> rounds
    refusals: Counter[str] = field(default_factory=Counter)
    warnings: Counter[str] = field(default_factory=Counter)
    wrong: list[str] = field(default_factory=list)  # the first wrong floors
    answers: list[str] = field(default_factory=list)  # the first wrong answers
    error_texts: list[str] = field(default_factory=list)
    race_ms: list[float] = field(default_factory=list, repr=False)  # orders to last answer

    def add(self, round_number: int, outcomes: list[Outcome], verdict: Verdict,
            elapsed_ms: float) -> None:
        self.rounds += 1
        self.race_ms.append(elapsed_ms)
        self.outcomes["+".join(sorted(o.status for o in outcomes))] += 1
        if max(o.started for o in outcomes) < min(o.finished for o in outcomes):
            self.overlapped += 1
        for outcome in outcomes:
            if outcome.status == OK:
                self.ok += 1
            elif outcome.status == REFUSED:
                self.refused += 1
                self.refusals[_shape(outcome.text)] += 1
            else:
                self.errors += 1
                if len(self.error_texts) < KEPT_DESCRIPTIONS:
                    self.error_texts.append(f"round {round_number}: {outcome.desk} "
                                            f"{outcome.action}: {outcome.text[:600]}")
            for said in outcome.warnings:
                self.warnings[_shape(said)] += 1
        said = "; ".join(o.said() for o in outcomes)
        if verdict.wrong_floor:
            self.wrong_floors += 1
            if len(self.wrong) < KEPT_DESCRIPTIONS:
                self.wrong.append(f"round {round_number}: {' / '.join(verdict.wrong_floor)} "
                                  f"[{said}]")
        if verdict.wrong_answer:
            self.wrong_answers += 1
            if len(self.answers) < KEPT_DESCRIPTIONS:
                self.answers.append(f"round {round_number}: {' / '.join(verdict.wrong_answer)}"
                                    f" [{said}]")

    def add_replay(self, differences: list[str]) -> None:
        self.replays += 1
        if differences:
            self.replay_mismatches += 1
            self.wrong_floors += 1
            if len(self.wrong) < KEPT_DESCRIPTIONS:
                shown = "; ".join(differences[:3])
                more = f" (and {len(differences) - 3} more)" if len(differences) > 3 else ""
                self.wrong.append(f"after round {self.rounds}: audit replay differs: "
                                  f"{shown}{more}")

    def summary(self) -> str:
        how = "racing" if self.together else "taking turns"
        lines = [
            f"{self.kind} on {self.store}, {how}: {self.rounds} rounds, {self.ok} ok, "
            f"{self.refused} refused, {self.errors} errors, {self.wrong_floors} wrong floors "
            f"({self.replay_mismatches} from the audit replay), {self.wrong_answers} wrong "
            f"answers, {self.overlapped} rounds overlapped; outcomes {dict(self.outcomes)}",
        ]
        lines += [f"  wrong floor: {text}" for text in self.wrong]
        lines += [f"  wrong answer: {text}" for text in self.answers]
        lines += [f"  error: {text}" for text in self.error_texts]
        lines += [f"  refused {n}x: {text}" for text, n in self.refusals.most_common(4)]
        lines += [f"  warned {n}x: {text}" for text, n in self.warnings.most_common(3)]
        return "\n".join(lines)
