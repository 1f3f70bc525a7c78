"""floorman: the floor supervisor's desk for poker card rooms.

Waiting lists, seats, must-move games and table balancing, and a rulings assistant
built on an embedded rules engine (Robert's Rules of Poker and the Poker TDA rules).
"""

__version__ = "0.1.0"
