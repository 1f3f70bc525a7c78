"""Where the floor map puts each table and seat, and where the arrow keys go.

Tables are tiles in a grid, in table-number order, as many across as the width allows.
Inside a tile the seats stand in two columns: seats 1 to 5 down the left, the rest
down the right. The arrow keys move between seats of a tile and cross to the
neighbouring tile at its edge. Plain arithmetic, no painting: the map and its tests
share it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect


@dataclass(frozen=True)
class MapGeometry:
    """Sizes of the map in pixels, and the grid they give for a width.

    Attributes:
        tile_width, tile_height: one table's tile.
        gap: space between tiles and around the grid.
        legend_height: the strip with the colour legend above the tiles.
        header_height: the table's title bar inside a tile.
        row_height: one seat's row.
        pad: space inside a tile around the seats.
        columns: tiles across.
    """

    tile_width: int
    tile_height: int
    gap: int
    legend_height: int
    header_height: int
    row_height: int
    pad: int
    columns: int

    @classmethod
    def fit(cls, width: int, line: int, bold_line: int, least_tile_width: int,
            legend_lines: int = 1) -> MapGeometry:
        """The geometry for a map ``width`` wide drawn with text lines ``line`` high.

        As many tiles go across as fit at ``least_tile_width``; they then widen to
        fill the width, so names are cut as little as possible.
        """
        gap = max(8, line // 2)
        row = line + 10
        header = bold_line + 12
        pad = 6
        tile_height = header + pad + 5 * (row + 4) + pad
        columns = max(1, (width - gap) // (least_tile_width + gap))
        tile_width = max(least_tile_width, (width - gap) // columns - gap)
        legend = legend_lines * (line + 10) + 4
        return cls(tile_width, tile_height, gap, legend, header, row, pad, columns)

    def height(self, tables: int) -> int:
        """The height of the map holding ``tables`` tiles."""
        rows = max(1, -(-tables // self.columns))
        return self.legend_height + self.gap + rows * (self.tile_height + self.gap)

    def width(self) -> int:
        return self.gap + self.columns * (self.tile_width + self.gap)

    def tile(self, index: int) -> QRect:
        """The rectangle of the ``index``-th table's tile."""
        row, column = divmod(index, self.columns)
        return QRect(
            self.gap + column * (self.tile_width + self.gap),
            self.legend_height + self.gap + row * (self.tile_height + self.gap),
            self.tile_width,
            self.tile_height,
        )

    @staticmethod
    def rows(seats: int) -> int:
        """Seat rows in a tile of a table with ``seats`` seats."""
        return -(-seats // 2)

    def seat(self, tile: QRect, seats: int, number: int) -> QRect:
        """The rectangle of seat ``number`` (1-based) in a tile."""
        rows = self.rows(seats)
        column, row = divmod(number - 1, rows)
        cell_width = (self.tile_width - 3 * self.pad) // 2
        return QRect(
            tile.x() + self.pad + column * (cell_width + self.pad),
            tile.y() + self.header_height + self.pad + row * (self.row_height + 4),
            cell_width,
            self.row_height,
        )

    def hit(self, point: QPoint, table_seats: list[int]) -> tuple[int, int | None] | None:
        """Which table (index) and seat (number, or None for the title) is at ``point``."""
        for index, seats in enumerate(table_seats):
            tile = self.tile(index)
            if not tile.contains(point):
                continue
            for number in range(1, seats + 1):
                if self.seat(tile, seats, number).contains(point):
                    return index, number
            return index, None
        return None

    def step(self, table_seats: list[int], index: int, number: int,
             key: str) -> tuple[int, int]:
        """Where an arrow key (``left``, ``right``, ``up``, ``down``) goes from a seat."""
        seats = table_seats[index]
        rows = self.rows(seats)
        column, row = divmod(number - 1, rows)
        count = len(table_seats)

        def seat_at(table: int, col: int, r: int) -> int:
            n = table_seats[table]
            per = self.rows(n)
            r = min(r, per - 1)
            wanted = col * per + r + 1
            return min(wanted, n)

        if key == "up":
            if row > 0:
                return index, number - 1
            above = index - self.columns
            if above >= 0:
                last_row = self.rows(table_seats[above]) - 1
                return above, seat_at(above, column, last_row)
            return index, number
        if key == "down":
            if row < rows - 1 and number < seats:
                return index, number + 1
            below = index + self.columns
            if below < count:
                return below, seat_at(below, column, 0)
            return index, number
        if key == "right":
            if column == 0 and rows < seats:
                return index, min(number + rows, seats)
            if index + 1 < count and (index + 1) % self.columns != 0:
                return index + 1, seat_at(index + 1, 0, row)
            return index, number
        if key == "left":
            if column == 1:
                return index, number - rows
            if index % self.columns != 0:
                return index - 1, seat_at(index - 1, 1, row)
            return index, number
        raise ValueError(key)
