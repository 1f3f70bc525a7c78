<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AddGameDialog</name>
    <message>
        <source>Add a game</source>
        <translation>Agregar un juego</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Betting:</source>
        <translation>&amp;Apuestas:</translation>
    </message>
    <message>
        <source>S&amp;mall blind or bet:</source>
        <translation>Ciega o apuesta &amp;pequeña:</translation>
    </message>
    <message>
        <source>B&amp;ig blind or bet:</source>
        <translation>Ciega o apuesta &amp;grande:</translation>
    </message>
    <message>
        <source>Smallest c&amp;hip:</source>
        <translation>Ficha más &amp;pequeña:</translation>
    </message>
    <message>
        <source>M&amp;inimum buy-in:</source>
        <translation>Compra &amp;mínima:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum buy-in:</source>
        <translation>Compra má&amp;xima:</translation>
    </message>
    <message>
        <source>&amp;Seats per table:</source>
        <translation>&amp;Asientos por mesa:</translation>
    </message>
    <message>
        <source>&amp;Add game</source>
        <translation>Agregar &amp;juego</translation>
    </message>
</context>
<context>
    <name>AddPlayerDialog</name>
    <message>
        <source>Add a player</source>
        <translation>Agregar un jugador</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>First name and surname</source>
        <translation>Nombre y apellido</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Agregar jugador</translation>
    </message>
</context>
<context>
    <name>AddToListDialog</name>
    <message>
        <source>{name} is not on file: Add to list puts them on file as a new player and on the list.</source>
        <translation>{name} no está registrado: «Anotar en la lista» lo registra como jugador nuevo y lo anota en la lista.</translation>
    </message>
    <message>
        <source>No one is chosen: the names below only look like the one typed. Pick one with the arrow keys, or type the whole name.</source>
        <translation>No hay nadie elegido: los nombres de abajo solo se parecen al escrito. Elija uno con las flechas o escriba el nombre completo.</translation>
    </message>
    <message>
        <source>Choose a player: type the name and pick one from the list, or choose New player to put a walk-in on file.</source>
        <translation>Elija un jugador: escriba el nombre y elíjalo de la lista, o elija «Jugador nuevo» para registrar a quien acaba de llegar.</translation>
    </message>
    <message>
        <source>Add to a waiting list</source>
        <translation>Anotar en una lista de espera</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>J&amp;uego:</translation>
    </message>
    <message>
        <source>Call-in:</source>
        <translation>Por teléfono:</translation>
    </message>
    <message>
        <source>&amp;Deposit:</source>
        <translation>&amp;Depósito:</translation>
    </message>
    <message>
        <source>By &amp;phone: not here yet, must check in in time</source>
        <translation>Anotado por &amp;teléfono: aún no llegó, debe presentarse a tiempo</translation>
    </message>
    <message>
        <source>optional, e.g. {amount}</source>
        <translation>opcional, p. ej. {amount}</translation>
    </message>
    <message>
        <source>&amp;Add to list</source>
        <translation>&amp;Anotar en la lista</translation>
    </message>
</context>
<context>
    <name>Assistant</name>
    <message>
        <source>Betting</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <source>Pots and showdown</source>
        <translation>Botes y enseñar las cartas</translation>
    </message>
    <message>
        <source>Cards and the deal</source>
        <translation>Cartas y reparto</translation>
    </message>
    <message>
        <source>Button, blinds and kills</source>
        <translation>Botón, ciegas y matas</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otras</translation>
    </message>
    <message>
        <source>What is the dispute about?</source>
        <translation>¿De qué trata la disputa?</translation>
    </message>
    <message>
        <source>↑ ↓: choose · Enter: start · Esc: close</source>
        <translation>↑ ↓: elegir · Intro: empezar · Esc: cerrar</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message>
        <source>Question {n}</source>
        <translation>Pregunta {n}</translation>
    </message>
    <message>
        <source>Alt+←: back</source>
        <translation>Alt+←: atrás</translation>
    </message>
    <message>
        <source>(from the table)</source>
        <translation>(de la mesa)</translation>
    </message>
    <message>
        <source>The engine cannot rule on these facts</source>
        <translation>El motor no puede resolver con estos hechos</translation>
    </message>
    <message>
        <source>Go back and correct the answer it names.</source>
        <translation>Vuelva atrás y corrija la respuesta que se indica.</translation>
    </message>
    <message>
        <source>Alt+←: back · Esc: close</source>
        <translation>Alt+←: atrás · Esc: cerrar</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Atrás</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Siguiente →</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Settle another dispute</source>
        <translation>Resolver otra disputa</translation>
    </message>
</context>
<context>
    <name>AttentionModel</name>
    <message>
        <source>If a blind was already taken from him at table {table}, he plays the button there first, then moves.</source>
        <translation>Si ya se le cobró una ciega en la mesa {table}, juega allí primero el botón y después se cambia.</translation>
    </message>
    <message>
        <source>{name} did not come to table {table}, seat {seat}: the hold ran out</source>
        <translation>{name} no vino a la mesa {table}, asiento {seat}: se acabó el tiempo de la reserva</translation>
    </message>
    <message>
        <source>{name} did not come to table {table}, seat {seat} (missed {missed} of {kept} calls)</source>
        <translation>{name} no vino a la mesa {table}, asiento {seat} (perdió {missed} de {kept} llamadas)</translation>
    </message>
    <message>
        <source>{name} did not come to table {table}, seat {seat} and left the {game} list (missed {missed} calls)</source>
        <translation>{name} no vino a la mesa {table}, asiento {seat} y salió de la lista de {game} (perdió {missed} llamadas)</translation>
    </message>
    <message>
        <source>{name} called in for {game} and did not check in in time: dropped from the list</source>
        <translation>{name} se anotó por teléfono para {game} y no llegó a tiempo: retirado de la lista</translation>
    </message>
    <message>
        <source>{name} is away too long from table {table}, seat {seat} (since {time}): pick up the chips</source>
        <translation>{name} lleva demasiado tiempo ausente de la mesa {table}, asiento {seat} (desde las {time}): retire las fichas</translation>
    </message>
    <message>
        <source>open seats at tables {tables}</source>
        <translation>asientos libres en las mesas {tables}</translation>
    </message>
    <message>
        <source>{seats} open seats at table {table}</source>
        <translation>{seats} asientos libres en la mesa {table}</translation>
    </message>
    <message>
        <source>an open seat at table {table}</source>
        <translation>un asiento libre en la mesa {table}</translation>
    </message>
    <message>
        <source>{waiting} waiting for {game}; {where}</source>
        <translation>{waiting} en espera para {game}; {where}</translation>
    </message>
    <message>
        <source>{name} has left must-move table {from_table}: release seat {seat} at table {table} held for the move</source>
        <translation>{name} dejó la mesa forzada {from_table}: libere el asiento {seat} de la mesa {table} reservado para el cambio</translation>
    </message>
    <message>
        <source>{name} moves from must-move table {from_table} to table {table}, seat {seat} {when}: F9 when done</source>
        <translation>{name} pasa de la mesa forzada {from_table} a la mesa {table}, asiento {seat} {when}: F9 al hacerlo</translation>
    </message>
    <message>
        <source>{name} finishes this hand at table {plays_at}, then takes table {table}, seat {seat} or gives it up: {waiting} waiting for it (RRoP 2.iii.13)</source>
        <translation>{name} termina esta mano en la mesa {plays_at} y ocupa el asiento {seat} de la mesa {table} o lo cede: {waiting} en espera (RRoP 2.iii.13)</translation>
    </message>
    <message>
        <source>{name} takes table {table}, seat {seat} now or gives it up: {waiting} waiting for it while he plays at table {plays_at} (RRoP 2.iii.13)</source>
        <translation>{name} ocupa ya el asiento {seat} de la mesa {table} o lo cede: {waiting} en espera mientras juega en la mesa {plays_at} (RRoP 2.iii.13)</translation>
    </message>
    <message>
        <source>{waiting} waiting for {game} (a table at {length}): open a new table from the list</source>
        <translation>{waiting} esperan {game} (mesa nueva con {length}): abra una mesa nueva desde la lista</translation>
    </message>
    <message>
        <source>Table {table} is short: 1 player (the house wants {least})</source>
        <translation>Mesa {table} corta: 1 jugador (la casa pide {least})</translation>
    </message>
    <message>
        <source>Table {table} is short: {players} players (the house wants {least})</source>
        <translation>Mesa {table} corta: {players} jugadores (la casa pide {least})</translation>
    </message>
    <message>
        <source>Enter: the game&apos;s list.</source>
        <translation>Intro: la lista del juego.</translation>
    </message>
    <message>
        <source>Enter: open a table and call the first players on the list.</source>
        <translation>Intro: abrir una mesa y llamar a los primeros de la lista.</translation>
    </message>
    <message>
        <source>Enter: the seat on the floor map.</source>
        <translation>Intro: el asiento en el plano de la sala.</translation>
    </message>
    <message>
        <source>Enter: the list entry.</source>
        <translation>Intro: el jugador en la lista.</translation>
    </message>
    <message>
        <source>Delete: dealt with, take the line away.</source>
        <translation>Supr: ya resuelto, quitar la línea.</translation>
    </message>
</context>
<context>
    <name>AttentionPanel</name>
    <message>
        <source>Needs attention ({count})</source>
        <translation>Requiere atención ({count})</translation>
    </message>
    <message>
        <source>Needs attention</source>
        <translation>Requiere atención</translation>
    </message>
    <message>
        <source>Nothing needs attention: no missed calls, no one away too long, no open seat with players waiting.</source>
        <translation>Nada requiere atención: ninguna llamada perdida, nadie ausente demasiado tiempo, ningún asiento libre con jugadores en espera.</translation>
    </message>
</context>
<context>
    <name>BetsInput</name>
    <message>
        <source>no bet</source>
        <translation>ninguna apuesta</translation>
    </message>
    <message>
        <source>Nobody has bet in this round.</source>
        <translation>Nadie ha apostado en esta ronda.</translation>
    </message>
    <message>
        <source>bet {amount}</source>
        <translation>apuesta {amount}</translation>
    </message>
    <message>
        <source>raised to {amount}</source>
        <translation>subida a {amount}</translation>
    </message>
</context>
<context>
    <name>BreakDialog</name>
    <message>
        <source>The plan (type a card for every player):</source>
        <translation>El plan (escriba una carta para cada jugador):</translation>
    </message>
    <message>
        <source>The plan, in the order of the draw:</source>
        <translation>El plan, por el orden del sorteo:</translation>
    </message>
    <message>
        <source>Head of the list, number {n}</source>
        <translation>Principio de la lista, número {n}</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat} (held until the big blind)</source>
        <translation>Mesa {table}, asiento {seat} (guardado hasta la ciega grande)</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>table {table}: {why}</source>
        <translation>mesa {table}: {why}</translation>
    </message>
    <message>
        <source>Passed over (not similar games): {tables}</source>
        <translation>No reciben jugadores (partidas no similares): {tables}</translation>
    </message>
    <message>
        <source>{name}: {reasons}
({rules})</source>
        <translation>{name}: {reasons}
({rules})</translation>
    </message>
    <message>
        <source>Type a card for every player, or let floorman draw.</source>
        <translation>Escriba una carta para cada jugador, o deje que floorman saque.</translation>
    </message>
    <message>
        <source>Break table {table} · {game}</source>
        <translation>Romper la mesa {table} · {game}</translation>
    </message>
    <message>
        <source>Each player draws a card and the floor draws for anyone absent: the cards set the order in which they take the open seats of similar games (same game, stakes and kill rule), the table that most needs players first; the rest go to the head of the list in that order. An absent player&apos;s seat is held until his big blind (two hands in stud). RRoP 2.iii.14, 3.vii.2, 13.13.</source>
        <translation>Cada jugador saca una carta y el encargado saca por los ausentes: las cartas fijan el orden en que ocupan los asientos libres de partidas similares (mismo juego, apuestas y regla de matanza), primero la mesa que más jugadores necesita; los demás pasan al principio de la lista en ese orden. Al ausente se le guarda el asiento hasta su ciega grande (dos manos en stud). RRoP 2.iii.14, 3.vii.2, 13.13.</translation>
    </message>
    <message>
        <source>The draw (&amp;type the cards drawn at the table, or let floorman draw):</source>
        <translation>El sorteo (&amp;escriba las cartas sacadas en la mesa, o deje que saque floorman):</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Ausente</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Goes to</source>
        <translation>Va a</translation>
    </message>
    <message>
        <source>From seat</source>
        <translation>Asiento de origen</translation>
    </message>
    <message>
        <source>floorman &amp;draws for everyone</source>
        <translation>floorman &amp;saca para todos</translation>
    </message>
    <message>
        <source>&amp;Record the cards drawn at the table</source>
        <translation>&amp;Anotar las cartas sacadas en la mesa</translation>
    </message>
    <message>
        <source>&amp;Print the move slips after the break:</source>
        <translation>&amp;Imprimir las fichas de cambio tras romper:</translation>
    </message>
    <message>
        <source>one slip per page</source>
        <translation>una ficha por página</translation>
    </message>
    <message>
        <source>all slips on one page</source>
        <translation>todas las fichas en una página</translation>
    </message>
    <message>
        <source>&amp;Break the table</source>
        <translation>&amp;Romper la mesa</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>Tick the players who are out.</source>
        <translation>Marque a los jugadores eliminados.</translation>
    </message>
    <message>
        <source>chips at the start of the hand</source>
        <translation>fichas al empezar la mano</translation>
    </message>
    <message>
        <source>Players out</source>
        <translation>Jugadores eliminados</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>&amp;Out on this hand:</source>
        <translation>&amp;Eliminados en esta mano:</translation>
    </message>
    <message>
        <source>Tick every player out on the hand and type the chips each started the hand with: of players out on the same hand, the one who started with more finishes higher (RRoP 15.35).</source>
        <translation>Marque a cada jugador eliminado en la mano y escriba las fichas con que empezó la mano: entre los eliminados en la misma mano, queda mejor clasificado quien empezó con más (RRoP 15.35).</translation>
    </message>
    <message>
        <source>&amp;Out</source>
        <translation>&amp;Eliminar</translation>
    </message>
</context>
<context>
    <name>CallDialog</name>
    <message>
        <source>Choose who gets the seat.</source>
        <translation>Elija a quién se le da el asiento.</translation>
    </message>
    <message>
        <source>{first} comes first. Type why {name} gets the seat instead.</source>
        <translation>{first} tiene prioridad. Escriba por qué el asiento es para {name}.</translation>
    </message>
    <message>
        <source>Call a player to table {table}, seat {seat}</source>
        <translation>Llamar a un jugador a la mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} at table {table} is open. The first player below has the best claim; press Call to call them, or pick someone else and give a reason.</source>
        <translation>El asiento {seat} de la mesa {table} está libre. El primer jugador de la lista tiene prioridad; pulse Llamar para llamarlo, o elija a otro e indique el motivo.</translation>
    </message>
    <message>
        <source>Seat {seat} at table {table} is open, but nobody below may take it now: the reason is under each name.</source>
        <translation>El asiento {seat} de la mesa {table} está libre, pero ninguno de la lista puede ocuparlo ahora: el motivo figura bajo cada nombre.</translation>
    </message>
    <message>
        <source>Players in grey may not take the seat now (the reason is under their name); skipping them needs no reason.</source>
        <translation>Los jugadores en gris no pueden ocupar el asiento ahora (el motivo figura bajo su nombre); saltarlos no requiere motivo.</translation>
    </message>
    <message>
        <source>&amp;Candidates:</source>
        <translation>&amp;Candidatos:</translation>
    </message>
    <message>
        <source>&amp;Reason for passing over the first:</source>
        <translation>&amp;Motivo para saltar al primero:</translation>
    </message>
    <message>
        <source>e.g. the first player asked to wait</source>
        <translation>p. ej. el primero pidió esperar</translation>
    </message>
    <message>
        <source>&amp;Call player</source>
        <translation>&amp;Llamar jugador</translation>
    </message>
</context>
<context>
    <name>CardsCell</name>
    <message>
        <source>Pick cards…</source>
        <translation>Elegir cartas…</translation>
    </message>
</context>
<context>
    <name>CardsInput</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Picked: {cards} (pick {wanted})</source>
        <translation>Elegidas: {cards} (elija {wanted})</translation>
    </message>
</context>
<context>
    <name>ChangePanel</name>
    <message>
        <source>Table-change requests</source>
        <translation>Pedidos de cambio de mesa</translation>
    </message>
</context>
<context>
    <name>ChipsInput</name>
    <message>
        <source>Take the last chip back</source>
        <translation>Quitar la última ficha</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>&amp;All his chips: he has nothing behind</source>
        <translation>&amp;Todas sus fichas: no le queda nada detrás</translation>
    </message>
    <message>
        <source> · next: {count} chips</source>
        <translation> · siguiente: {count} fichas</translation>
    </message>
    <message>
        <source>No chips yet.</source>
        <translation>Ninguna ficha aún.</translation>
    </message>
</context>
<context>
    <name>ClockMenu</name>
    <message>
        <source>Clock: no structure yet</source>
        <translation>Reloj: sin estructura todavía</translation>
    </message>
    <message>
        <source>Clock: not started</source>
        <translation>Reloj: sin empezar</translation>
    </message>
    <message>
        <source>break</source>
        <translation>descanso</translation>
    </message>
    <message>
        <source>level {n}</source>
        <translation>nivel {n}</translation>
    </message>
    <message>
        <source>Clock: {where}, time is up</source>
        <translation>Reloj: {where}, tiempo agotado</translation>
    </message>
    <message>
        <source>Clock: {where}, {left} left</source>
        <translation>Reloj: {where}, quedan {left}</translation>
    </message>
    <message>
        <source>Clock paused: {where}, {left} left</source>
        <translation>Reloj en pausa: {where}, quedan {left}</translation>
    </message>
    <message>
        <source>&amp;Start the clock</source>
        <translation>&amp;Empezar el reloj</translation>
    </message>
    <message>
        <source>&amp;Pause the clock</source>
        <translation>Pausar &amp;el reloj</translation>
    </message>
    <message>
        <source>&amp;Resume the clock</source>
        <translation>R&amp;eanudar el reloj</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Reloj</translation>
    </message>
    <message>
        <source>&amp;Next level</source>
        <translation>Nivel &amp;siguiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious level</source>
        <translation>Nivel &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Add a minute</source>
        <translation>Añadir un &amp;minuto</translation>
    </message>
    <message>
        <source>Take a &amp;minute off</source>
        <translation>&amp;Quitar un minuto</translation>
    </message>
    <message>
        <source>Re&amp;buy sold</source>
        <translation>Recompra &amp;vendida</translation>
    </message>
    <message>
        <source>A&amp;dd-on sold</source>
        <translation>Add-on ven&amp;dido</translation>
    </message>
    <message>
        <source>S&amp;tructure…</source>
        <translation>Es&amp;tructura…</translation>
    </message>
    <message>
        <source>Pri&amp;zes, rebuys and add-ons…</source>
        <translation>Premios, recompras y add-&amp;ons…</translation>
    </message>
    <message>
        <source>Pa&amp;yout table…</source>
        <translation>Ta&amp;bla de premios…</translation>
    </message>
    <message>
        <source>Open the &amp;clock screen</source>
        <translation>Abrir la pantalla del &amp;reloj</translation>
    </message>
    <message>
        <source>Print the str&amp;ucture sheet…</source>
        <translation>Imprimir la hoja de estr&amp;uctura…</translation>
    </message>
    <message>
        <source>Print the pay&amp;out sheet…</source>
        <translation>Imprimir la hoja de pa&amp;gos…</translation>
    </message>
</context>
<context>
    <name>DealerWindow</name>
    <message>
        <source>floorman: rulings for dealers</source>
        <translation>floorman: reglas para dealers</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Resoluciones</translation>
    </message>
    <message>
        <source>Dealer station · read only</source>
        <translation>Estación del dealer · solo lectura</translation>
    </message>
    <message>
        <source>Switch language</source>
        <translation>Cambiar idioma</translation>
    </message>
    <message>
        <source>Search the rulebook</source>
        <translation>Buscar en el reglamento</translation>
    </message>
    <message>
        <source>Close the station</source>
        <translation>Cerrar la estación</translation>
    </message>
    <message>
        <source>English (F12 switches)</source>
        <translation>Inglés (F12 cambia)</translation>
    </message>
    <message>
        <source>Spanish (F12 switches)</source>
        <translation>Español (F12 cambia)</translation>
    </message>
</context>
<context>
    <name>DepositDialog</name>
    <message>
        <source>Deposit for {name}</source>
        <translation>Depósito de {name}</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Importe:</translation>
    </message>
    <message>
        <source>&amp;Take deposit</source>
        <translation>&amp;Recibir depósito</translation>
    </message>
</context>
<context>
    <name>DeskActions</name>
    <message>
        <source>&amp;Add player…</source>
        <translation>&amp;Agregar jugador…</translation>
    </message>
    <message>
        <source>Add to &amp;waiting list…</source>
        <translation>A&amp;notar en lista de espera…</translation>
    </message>
    <message>
        <source>&amp;Check in (call-in arrived)</source>
        <translation>Registrar &amp;llegada (anotado por teléfono)</translation>
    </message>
    <message>
        <source>&amp;Not here (missed the call)</source>
        <translation>No está (&amp;perdió el llamado)</translation>
    </message>
    <message>
        <source>Take &amp;deposit…</source>
        <translation>Recibir &amp;depósito…</translation>
    </message>
    <message>
        <source>&amp;Remove from list</source>
        <translation>&amp;Quitar de la lista</translation>
    </message>
    <message>
        <source>&amp;Call next player to this seat…</source>
        <translation>&amp;Llamar al siguiente a este asiento…</translation>
    </message>
    <message>
        <source>&amp;Seat player…</source>
        <translation>&amp;Sentar jugador…</translation>
    </message>
    <message>
        <source>&amp;Hold seat…</source>
        <translation>&amp;Reservar asiento…</translation>
    </message>
    <message>
        <source>&amp;Release hold</source>
        <translation>Li&amp;berar reserva</translation>
    </message>
    <message>
        <source>&amp;Unseat player (leaves the table)</source>
        <translation>Levan&amp;tar jugador (deja la mesa)</translation>
    </message>
    <message>
        <source>Mark &amp;away</source>
        <translation>Marcar &amp;ausente</translation>
    </message>
    <message>
        <source>Mark &amp;back</source>
        <translation>Marcar de &amp;vuelta</translation>
    </message>
    <message>
        <source>&amp;Move player…</source>
        <translation>&amp;Mover jugador…</translation>
    </message>
    <message>
        <source>Ask for &amp;table change…</source>
        <translation>Pedir &amp;cambio de mesa…</translation>
    </message>
    <message>
        <source>Cancel table chan&amp;ge</source>
        <translation>Ca&amp;ncelar cambio de mesa</translation>
    </message>
    <message>
        <source>C&amp;lose table</source>
        <translation>C&amp;errar mesa</translation>
    </message>
    <message>
        <source>Reo&amp;pen table</source>
        <translation>Reabr&amp;ir mesa</translation>
    </message>
    <message>
        <source>&amp;Open table…</source>
        <translation>&amp;Abrir mesa…</translation>
    </message>
    <message>
        <source>&amp;Break table (draw for seats)…</source>
        <translation>&amp;Romper mesa (sorteo de asientos)…</translation>
    </message>
    <message>
        <source>Missed the big blind: first on the list (broken game)</source>
        <translation>No llegó a su ciega grande: primero en la lista (partida rota)</translation>
    </message>
    <message>
        <source>Print &amp;move slips…</source>
        <translation>Imprimir &amp;fichas de cambio…</translation>
    </message>
    <message>
        <source>Add &amp;game…</source>
        <translation>Agregar &amp;juego…</translation>
    </message>
    <message>
        <source>&amp;House settings…</source>
        <translation>Aj&amp;ustes de la casa…</translation>
    </message>
    <message>
        <source>&amp;Print table sheet…</source>
        <translation>&amp;Imprimir hoja de mesas…</translation>
    </message>
    <message>
        <source>Print &amp;waiting lists…</source>
        <translation>Imprimir &amp;listas de espera…</translation>
    </message>
    <message>
        <source>Print &amp;this table…</source>
        <translation>Imprimir es&amp;ta mesa…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <source>&amp;Settle a dispute…</source>
        <translation>&amp;Resolver una disputa…</translation>
    </message>
    <message>
        <source>Rulings &amp;log</source>
        <translation>Re&amp;gistro de resoluciones</translation>
    </message>
    <message>
        <source>Rule&amp;book</source>
        <translation>Regla&amp;mento</translation>
    </message>
    <message>
        <source>&amp;Switch language</source>
        <translation>&amp;Cambiar idioma</translation>
    </message>
    <message>
        <source>&amp;Find player</source>
        <translation>&amp;Buscar jugador</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>Player &amp;card…</source>
        <translation>&amp;Ficha del jugador…</translation>
    </message>
    <message>
        <source>Change &amp;supervisor…</source>
        <translation>Cambiar de &amp;supervisor…</translation>
    </message>
    <message>
        <source>Hold for the must-&amp;move</source>
        <translation>Reservar para la movida &amp;forzada</translation>
    </message>
    <message>
        <source>Con&amp;firm the must-move (done)</source>
        <translation>Con&amp;firmar la movida forzada (hecha)</translation>
    </message>
    <message>
        <source>Player re&amp;fused the must-move (barred 1 hour)</source>
        <translation>El jugador re&amp;chazó la movida forzada (fuera 1 hora)</translation>
    </message>
    <message>
        <source>Make &amp;must-move of…</source>
        <translation>Hacer mesa de movida &amp;forzada de…</translation>
    </message>
    <message>
        <source>Take out of must-move c&amp;hain</source>
        <translation>Sacar de la cadena de movida fo&amp;rzada</translation>
    </message>
    <message>
        <source>Open a table from the &amp;list…</source>
        <translation>Abrir una mesa desde la &amp;lista…</translation>
    </message>
    <message>
        <source>Declines the seat (new or must-move game)</source>
        <translation>Rechaza el asiento (partida nueva o de movida forzada)</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Deshacer: {action}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>&amp;Rehacer: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>No se hizo</translation>
    </message>
    <message>
        <source>{done} · Seat {seat} at table {table} opened: F2 calls the next player</source>
        <translation>{done} · Se liberó el asiento {seat} de la mesa {table}: F2 llama al siguiente jugador</translation>
    </message>
    <message>
        <source>Nobody is waiting for {game} and nobody asked for a table change. Add a player to the list or seat one directly.</source>
        <translation>Nadie espera para {game} y nadie pidió cambio de mesa. Anote a un jugador en la lista o siéntelo directamente.</translation>
    </message>
    <message>
        <source>&amp;Break the game…</source>
        <translation>&amp;Romper la partida…</translation>
    </message>
    <message>
        <source>Table {table} has no players to move; close it instead.</source>
        <translation>La mesa {table} no tiene jugadores que mover; ciérrela.</translation>
    </message>
    <message>
        <source>PDF written to {path}</source>
        <translation>PDF guardado en {path}</translation>
    </message>
    <message>
        <source>&amp;Tournaments…</source>
        <translation>&amp;Torneos…</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Type where to save the PDF.</source>
        <translation>Escriba dónde guardar el PDF.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist. Choose another place.</source>
        <translation>La carpeta {folder} no existe. Elija otro lugar.</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Documento:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Table assignments</source>
        <translation>Asignación de mesas</translation>
    </message>
    <message>
        <source>Waiting lists</source>
        <translation>Listas de espera</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
</context>
<context>
    <name>FirstStartPage</name>
    <message>
        <source>Not done</source>
        <translation>No se hizo</translation>
    </message>
    <message>
        <source>Set up a game first: a table deals one game.</source>
        <translation>Prepare antes un juego: cada mesa reparte un juego.</translation>
    </message>
    <message>
        <source>1 game set up. Open a table for it to start the floor.</source>
        <translation>1 juego preparado. Abra una mesa para él y la sala arranca.</translation>
    </message>
    <message>
        <source>{count} games set up. Open a table to start the floor.</source>
        <translation>{count} juegos preparados. Abra una mesa y la sala arranca.</translation>
    </message>
    <message>
        <source>The demo room fills only an empty store: use it to try the desk, then start a new store for the room.</source>
        <translation>La sala de demostración solo llena una base vacía: úsela para probar el puesto y luego empiece una base nueva para la sala.</translation>
    </message>
    <message>
        <source>The floor is empty</source>
        <translation>La sala está vacía</translation>
    </message>
    <message>
        <source>A room starts with the games it spreads (hold&apos;em 1/2, Omaha...) and the tables that deal them. Set up a game, open a table for it, and the floor map appears here. To look around first, load the demo room.</source>
        <translation>Una sala empieza por los juegos que ofrece (hold&apos;em 1/2, Omaha...) y las mesas que los reparten. Prepare un juego, abra una mesa para él y aquí aparecerá el plano de la sala. Para echar un vistazo antes, cargue la sala de demostración.</translation>
    </message>
    <message>
        <source>1.  Set up a game  (Ctrl+G)</source>
        <translation>1.  Preparar un juego  (Ctrl+G)</translation>
    </message>
    <message>
        <source>2.  Open a table  (Ctrl+T)</source>
        <translation>2.  Abrir una mesa  (Ctrl+T)</translation>
    </message>
    <message>
        <source>Load the demo room</source>
        <translation>Cargar la sala de demostración</translation>
    </message>
    <message>
        <source>A new store</source>
        <translation>Una base nueva</translation>
    </message>
    <message>
        <source>floorman has created a new, empty store for this room. Load the demo room to try the desk on a busy floor? It is for trying only: for the room itself, start a new store.</source>
        <translation>floorman ha creado una base nueva y vacía para esta sala. ¿Cargar la sala de demostración para probar el puesto con una sala llena? Es solo para probar: para la sala de verdad, empiece una base nueva.</translation>
    </message>
    <message>
        <source>Start with an empty floor</source>
        <translation>Empezar con la sala vacía</translation>
    </message>
</context>
<context>
    <name>FloorMap</name>
    <message>
        <source>Table {number}</source>
        <translation>Mesa {number}</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <source>open</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>{players}/{seats}</source>
        <translation>{players}/{seats}</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jugando</translation>
    </message>
    <message>
        <source>Open seat</source>
        <translation>Asiento libre</translation>
    </message>
    <message>
        <source>Held (time left)</source>
        <translation>Reservado (tiempo restante)</translation>
    </message>
    <message>
        <source>Away (time left)</source>
        <translation>Ausente (tiempo restante)</translation>
    </message>
    <message>
        <source>Away too long: pick up chips</source>
        <translation>Ausente demasiado: retirar fichas</translation>
    </message>
    <message>
        <source>main</source>
        <translation>principal</translation>
    </message>
    <message>
        <source>MM{depth} → table {table}</source>
        <translation>MM{depth} → mesa {table}</translation>
    </message>
    <message>
        <source>from {table}</source>
        <translation>de {table}</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}</source>
        <translation>Mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>{where}: the table is closed</source>
        <translation>{where}: la mesa está cerrada</translation>
    </message>
    <message>
        <source>{where}: open</source>
        <translation>{where}: libre</translation>
    </message>
    <message>
        <source>{where}: held for {name}, moving from must-move table {table} {when} (F9 when done)</source>
        <translation>{where}: reservado para {name}, que pasa desde la mesa forzada {table} {when} (F9 al hacerlo)</translation>
    </message>
    <message>
        <source>{where}: held for {name} from a broken game until his big blind (F3 when he sits, Ctrl+Shift+B if he is late)</source>
        <translation>{where}: guardado para {name}, de una partida rota, hasta su ciega grande (F3 cuando se siente, Ctrl+Mayús+B si no llega)</translation>
    </message>
    <message>
        <source>{where}: held for {name}, {time} left</source>
        <translation>{where}: reservado para {name}, quedan {time}</translation>
    </message>
    <message>
        <source>{where}: {name} is away too long ({time}); pick up the chips</source>
        <translation>{where}: {name} lleva demasiado tiempo ausente ({time}); retire las fichas</translation>
    </message>
    <message>
        <source>{where}: {name} is away, {time} left</source>
        <translation>{where}: {name} está ausente, quedan {time}</translation>
    </message>
    <message>
        <source>{where}: {name}</source>
        <translation>{where}: {name}</translation>
    </message>
</context>
<context>
    <name>FormDialog</name>
    <message>
        <source>Table {number} · {game}</source>
        <translation>Mesa {number} · {game}</translation>
    </message>
    <message>
        <source>{table} (closed)</source>
        <translation>{table} (cerrada)</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>redone {at} by {who}</source>
        <translation>rehecha {at} por {who}</translation>
    </message>
    <message>
        <source>undone again {at} by {who}</source>
        <translation>deshecha de nuevo {at} por {who}</translation>
    </message>
    <message>
        <source>undone {at} by {who}</source>
        <translation>deshecha {at} por {who}</translation>
    </message>
    <message>
        <source>undone, then redone</source>
        <translation>deshecha y luego rehecha</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Undone / redone</source>
        <translation>Deshecha / rehecha</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>The store does not answer ({reason}).</source>
        <translation>La base no responde ({reason}).</translation>
    </message>
    <message>
        <source>&amp;Redo this action</source>
        <translation>&amp;Rehacer esta acción</translation>
    </message>
    <message>
        <source>&amp;Undo this action</source>
        <translation>&amp;Deshacer esta acción</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>No se hizo</translation>
    </message>
    <message>
        <source>History: who did what</source>
        <translation>Historial: quién hizo qué</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Supervisor:</source>
        <translation>&amp;Supervisor:</translation>
    </message>
    <message>
        <source>P&amp;eriod:</source>
        <translation>P&amp;eriodo:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>todas</translation>
    </message>
    <message>
        <source>name or nickname</source>
        <translation>nombre o apodo</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todo</translation>
    </message>
    <message>
        <source>today</source>
        <translation>hoy</translation>
    </message>
    <message>
        <source>last hour</source>
        <translation>última hora</translation>
    </message>
    <message>
        <source>from – to</source>
        <translation>desde – hasta</translation>
    </message>
</context>
<context>
    <name>HoldDialog</name>
    <message>
        <source>Choose a player: type part of the name and pick one from the list.</source>
        <translation>Elija un jugador: escriba parte del nombre y elíjalo de la lista.</translation>
    </message>
    <message>
        <source>Hold table {table}, seat {seat}</source>
        <translation>Reservar mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>Hold &amp;for:</source>
        <translation>Reservar &amp;para:</translation>
    </message>
    <message>
        <source>&amp;Hold seat</source>
        <translation>&amp;Reservar asiento</translation>
    </message>
</context>
<context>
    <name>HouseDialog</name>
    <message>
        <source>Nothing changed. Change a setting or press Cancel.</source>
        <translation>No cambió nada. Cambie un ajuste o pulse Cancelar.</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules</source>
        <translation>Robert&apos;s Rules</translation>
    </message>
    <message>
        <source>TDA</source>
        <translation>TDA</translation>
    </message>
    <message>
        <source>Online room</source>
        <translation>Sala en línea</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Regla de la casa</translation>
    </message>
    <message>
        <source>3 raises, 4 in draw games</source>
        <translation>3 subidas, 4 en juegos de descarte</translation>
    </message>
    <message>
        <source>3 raises, heads-up too</source>
        <translation>3 subidas, también mano a mano</translation>
    </message>
    <message>
        <source>Allowed, not in limit lowball</source>
        <translation>Sí, salvo en lowball con límite</translation>
    </message>
    <message>
        <source>Allowed in every game</source>
        <translation>Sí, en todos los juegos</translation>
    </message>
    <message>
        <source>Half a bet reopens</source>
        <translation>Media apuesta reabre</translation>
    </message>
    <message>
        <source>Only a full bet reopens</source>
        <translation>Solo una apuesta completa reabre</translation>
    </message>
    <message>
        <source>A raise from half a raise up</source>
        <translation>Subida desde media subida</translation>
    </message>
    <message>
        <source>A call if every chip is needed</source>
        <translation>Iguala si hacen falta todas</translation>
    </message>
    <message>
        <source>Several motions allowed</source>
        <translation>Varios movimientos permitidos</translation>
    </message>
    <message>
        <source>One motion, or say the amount</source>
        <translation>Un movimiento, o decir la cantidad</translation>
    </message>
    <message>
        <source>Counted as posted</source>
        <translation>Cuenta lo puesto</translation>
    </message>
    <message>
        <source>Counted as a big blind</source>
        <translation>Cuenta como ciega grande</translation>
    </message>
    <message>
        <source>Counted exactly</source>
        <translation>Se cuenta exacto</translation>
    </message>
    <message>
        <source>Rounded up</source>
        <translation>Se redondea hacia arriba</translation>
    </message>
    <message>
        <source>Moving button</source>
        <translation>Botón móvil</translation>
    </message>
    <message>
        <source>Dead button</source>
        <translation>Botón muerto</translation>
    </message>
    <message>
        <source>Posted dead</source>
        <translation>Se pone muerta</translation>
    </message>
    <message>
        <source>Posted live</source>
        <translation>Se pone viva</translation>
    </message>
    <message>
        <source>Waits for the button</source>
        <translation>Espera a que pase el botón</translation>
    </message>
    <message>
        <source>May post and play there</source>
        <translation>Puede poner y jugar ahí</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>No se permite</translation>
    </message>
    <message>
        <source>Allowed by the house</source>
        <translation>La casa lo permite</translation>
    </message>
    <message>
        <source>Dealt without a burn</source>
        <translation>Sin quemar carta</translation>
    </message>
    <message>
        <source>Burn a card first</source>
        <translation>Quemar antes una carta</translation>
    </message>
    <message>
        <source>Last to bet or raise first</source>
        <translation>Primero el último que apostó</translation>
    </message>
    <message>
        <source>Last to bet, then clockwise</source>
        <translation>El último que apostó, luego en orden</translation>
    </message>
    <message>
        <source>Highest of all cards held</source>
        <translation>La más alta de todas sus cartas</translation>
    </message>
    <message>
        <source>Highest of the five played</source>
        <translation>La más alta de las cinco jugadas</translation>
    </message>
    <message>
        <source>Highest card showing</source>
        <translation>La más alta descubierta</translation>
    </message>
    <message>
        <source>How many raises a limit betting round allows. Robert&apos;s Rules lift the cap once the pot is heads-up, except in tournaments; the online room keeps it heads-up too.</source>
        <translation>Cuántas subidas admite una ronda de apuestas con límite. Las Robert&apos;s Rules levantan el tope cuando el bote queda mano a mano, salvo en torneos; la sala en línea lo mantiene también mano a mano.</translation>
    </message>
    <message>
        <source>May a player who checked raise later in the round? Robert&apos;s Rules forbid it in limit ace-to-five, and in limit deuce-to-seven before the draw.</source>
        <translation>¿Puede subir más tarde en la ronda un jugador que pasó? Las Robert&apos;s Rules lo prohíben en el as al cinco con límite, y en el dos al siete con límite antes del descarte.</translation>
    </message>
    <message>
        <source>In limit, an all-in of half a bet or more counts as a full bet and reopens the betting for players who already acted.</source>
        <translation>Con límite, un all-in de media apuesta o más cuenta como apuesta completa y reabre las apuestas a los jugadores que ya actuaron.</translation>
    </message>
    <message>
        <source>Facing a bet, a player silently pushes several chips: a call when every chip is needed to call (TDA), or a raise when they make a call and at least half a raise more (Robert&apos;s Rules).</source>
        <translation>Ante una apuesta, un jugador empuja varias fichas sin hablar: iguala si todas hacen falta para igualar (TDA), o sube si cubren la igualada y al menos media subida más (Robert&apos;s Rules).</translation>
    </message>
    <message>
        <source>A player who said &quot;raise&quot; may bring the chips in several trips (outside tournaments), or must push them in one motion unless he stated the amount.</source>
        <translation>Quien dijo «subo» puede traer las fichas en varios viajes (fuera de torneos), o debe empujarlas en un solo movimiento salvo que haya dicho la cantidad.</translation>
    </message>
    <message>
        <source>Pot limit before the flop: count the small blind as a big blind until the big blind acts, or as the chips posted (strict pot limit).</source>
        <translation>Límite del bote antes del flop: contar la ciega pequeña como ciega grande hasta que actúe la ciega grande, o por las fichas puestas (límite del bote estricto).</translation>
    </message>
    <message>
        <source>Pot limit: an odd pot size is rounded up to the next size, or counted to the chip.</source>
        <translation>Límite del bote: un bote de cifra suelta se redondea al tamaño siguiente, o se cuenta hasta la ficha.</translation>
    </message>
    <message>
        <source>Moving button: it always moves on and the blinds adjust. Dead button: the big blind goes to the player due it, and the button may stay in front of an empty seat.</source>
        <translation>Botón móvil: siempre avanza y las ciegas se ajustan. Botón muerto: la ciega grande la pone el jugador al que le toca, y el botón puede quedar delante de un asiento vacío.</translation>
    </message>
    <message>
        <source>A returning player who missed only the small blind posts it dead (to the middle) or live (it counts toward his bet).</source>
        <translation>Un jugador que vuelve y solo se perdió la ciega pequeña la pone muerta (al centro) o viva (cuenta para su apuesta).</translation>
    </message>
    <message>
        <source>A new player sitting between the big blind and the button waits for the button to pass, or may make up the blinds and be dealt in there.</source>
        <translation>Un jugador nuevo sentado entre la ciega grande y el botón espera a que pase el botón, o puede poner las ciegas y recibir cartas ahí.</translation>
    </message>
    <message>
        <source>Whether a limit game allows a straddle, the exception Robert&apos;s Rules leave to the house.</source>
        <translation>Si un juego con límite admite straddle, la excepción que las Robert&apos;s Rules dejan a la casa.</translation>
    </message>
    <message>
        <source>After a premature board card forces a reshuffle, the new card is dealt without a burn, or after burning one, as Robert&apos;s Rules recommend.</source>
        <translation>Cuando una carta de mesa prematura obliga a rebarajar, la nueva carta se reparte sin quemar, o quemando antes una, como recomiendan las Robert&apos;s Rules.</translation>
    </message>
    <message>
        <source>Who shows first at the showdown. The online room then goes clockwise, and a hand that cannot beat one shown may be mucked.</source>
        <translation>Quién enseña primero sus cartas al final de la mano. La sala en línea sigue luego en sentido horario, y una mano que no gana a una ya enseñada puede tirarse.</translation>
    </message>
    <message>
        <source>Who gets the odd chip of a split stud pot. Button games give it to the first tied hand clockwise from the button in every book.</source>
        <translation>Quién recibe la ficha impar de un bote de stud repartido. En los juegos con botón va a la primera mano empatada a la izquierda del botón en todos los libros.</translation>
    </message>
    <message>
        <source>Default under this profile: {option}</source>
        <translation>Por defecto con este perfil: {option}</translation>
    </message>
    <message>
        <source>House settings</source>
        <translation>Ajustes de la casa</translation>
    </message>
    <message>
        <source>&amp;Hold a seat for (minutes):</source>
        <translation>&amp;Reservar un asiento durante (minutos):</translation>
    </message>
    <message>
        <source>Pick up chips after &amp;away (minutes):</source>
        <translation>Retirar fichas tras &amp;ausencia de (minutos):</translation>
    </message>
    <message>
        <source>Call-ins:</source>
        <translation>Por teléfono:</translation>
    </message>
    <message>
        <source>Call-in must &amp;check in within (minutes):</source>
        <translation>El anotado por teléfono debe &amp;llegar en (minutos):</translation>
    </message>
    <message>
        <source>Missed &amp;calls kept on the list:</source>
        <translation>&amp;Llamados perdidos que conservan el lugar:</translation>
    </message>
    <message>
        <source>Usual &amp;deposit:</source>
        <translation>&amp;Depósito habitual:</translation>
    </message>
    <message>
        <source>&amp;Rulings follow:</source>
        <translation>Las &amp;resoluciones siguen:</translation>
    </message>
    <message>
        <source>&amp;Take players on the list by phone</source>
        <translation>Anotar jugadores por &amp;teléfono</translation>
    </message>
    <message>
        <source>&amp;Names on the public board:</source>
        <translation>&amp;Nombres en el tablero público:</translation>
    </message>
    <message>
        <source>First name and initials (Ana L.)</source>
        <translation>Nombre e iniciales (Ana L.)</translation>
    </message>
    <message>
        <source>Initials only (A. L.)</source>
        <translation>Solo iniciales (A. L.)</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules of Poker (cash games)</source>
        <translation>Reglas de Robert del póquer (partidas de cash)</translation>
    </message>
    <message>
        <source>TDA rules (tournaments)</source>
        <translation>Reglas TDA (torneos)</translation>
    </message>
    <message>
        <source>Seats and &amp;lists</source>
        <translation>Asientos y l&amp;istas</translation>
    </message>
    <message>
        <source>R&amp;ulings and house choices</source>
        <translation>Resoluciones y &amp;elecciones de la casa</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <source>Pot limit</source>
        <translation>Límite del bote</translation>
    </message>
    <message>
        <source>Button and blinds</source>
        <translation>Botón y ciegas</translation>
    </message>
    <message>
        <source>The deal and the showdown</source>
        <translation>El reparto y enseñar las cartas</translation>
    </message>
    <message>
        <source>Limit raise cap:</source>
        <translation>Tope de subidas con límite:</translation>
    </message>
    <message>
        <source>Check-raise:</source>
        <translation>Pasar y subir:</translation>
    </message>
    <message>
        <source>Short all-in in limit:</source>
        <translation>All-in corto con límite:</translation>
    </message>
    <message>
        <source>Several chips, silently:</source>
        <translation>Varias fichas sin hablar:</translation>
    </message>
    <message>
        <source>After saying &quot;raise&quot;:</source>
        <translation>Tras decir «subo»:</translation>
    </message>
    <message>
        <source>Small blind in the pot:</source>
        <translation>Ciega pequeña en el bote:</translation>
    </message>
    <message>
        <source>Odd pot sizes:</source>
        <translation>Botes de cifra suelta:</translation>
    </message>
    <message>
        <source>Button:</source>
        <translation>Botón:</translation>
    </message>
    <message>
        <source>Missed only the small blind:</source>
        <translation>Solo faltó la ciega pequeña:</translation>
    </message>
    <message>
        <source>New player, blind to button:</source>
        <translation>Nuevo entre ciega y botón:</translation>
    </message>
    <message>
        <source>Straddle in limit:</source>
        <translation>Straddle con límite:</translation>
    </message>
    <message>
        <source>Card after a reshuffle:</source>
        <translation>Carta tras rebarajar:</translation>
    </message>
    <message>
        <source>Who shows first:</source>
        <translation>Quién enseña primero:</translation>
    </message>
    <message>
        <source>Odd chip in stud:</source>
        <translation>Ficha impar en stud:</translation>
    </message>
    <message>
        <source>&amp;Save settings</source>
        <translation>&amp;Guardar ajustes</translation>
    </message>
</context>
<context>
    <name>KindDelegate</name>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <source>Late entry</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <source>Player&apos;s &amp;name:</source>
        <translation>&amp;Nombre del jugador:</translation>
    </message>
    <message>
        <source>&amp;Draw a seat</source>
        <translation>&amp;Sortear asiento</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The store does not answer ({reason}); the floor shown may be out of date. Trying again.</source>
        <translation>La base no responde ({reason}); la sala que se ve puede no estar al día. Se sigue intentando.</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>No se hizo</translation>
    </message>
    <message>
        <source>{name} is now the supervisor at this desk.</source>
        <translation>{name} atiende ahora este puesto.</translation>
    </message>
    <message>
        <source>floorman: the card-room floor</source>
        <translation>floorman: la sala de póker</translation>
    </message>
    <message>
        <source>{title} — {name} (supervisor)</source>
        <translation>{title} — {name} (supervisión)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <translation>&amp;Listas</translation>
    </message>
    <message>
        <source>&amp;Seats</source>
        <translation>A&amp;sientos</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Mesas</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>Resol&amp;uciones</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Opening the floor…</source>
        <translation>Abriendo la sala…</translation>
    </message>
    <message>
        <source>Find a player (Ctrl+F)</source>
        <translation>Buscar un jugador (Ctrl+F)</translation>
    </message>
    <message>
        <source>Open the public bo&amp;ard…</source>
        <translation>Abrir el &amp;tablero público…</translation>
    </message>
    <message>
        <source>&amp;About floorman…</source>
        <translation>&amp;Acerca de floorman…</translation>
    </message>
    <message>
        <source>Ready. Arrow keys move on the floor map; Enter acts on the selected seat.</source>
        <translation>Listo. Las flechas recorren el mapa de la sala; Intro actúa sobre el asiento elegido.</translation>
    </message>
</context>
<context>
    <name>MakeMustMoveDialog</name>
    <message>
        <source>No other open table spreads this game. Open the main game&apos;s table first.</source>
        <translation>Ninguna otra mesa abierta tiene este juego. Abra antes la mesa de la partida principal.</translation>
    </message>
    <message>
        <source>Make table {table} a must-move</source>
        <translation>Hacer la mesa {table} de movida forzada</translation>
    </message>
    <message>
        <source>Table {table} will feed the table chosen below: when a seat opens there, the first player here in the order of the original waiting list moves to it, at his big blind (one more hand in stud) (RRoP 2.iii.9-10). Choose the main game, or the last must-move of its chain.</source>
        <translation>La mesa {table} alimentará a la mesa elegida abajo: cuando allí se libere un asiento, pasa a él el primer jugador de esta mesa en el orden de la lista de espera original, al llegarle la ciega grande (una mano más en stud) (RRoP 2.iii.9-10). Elija la partida principal o la última mesa forzada de su cadena.</translation>
    </message>
    <message>
        <source>&amp;Feeds:</source>
        <translation>&amp;Alimenta a:</translation>
    </message>
    <message>
        <source>&amp;Make must-move</source>
        <translation>&amp;Hacer movida forzada</translation>
    </message>
</context>
<context>
    <name>MapBadges</name>
    <message>
        <source>↑ 1 more needs attention</source>
        <translation>↑ 1 más requiere atención</translation>
    </message>
    <message>
        <source>↑ {count} more need attention</source>
        <translation>↑ {count} más requieren atención</translation>
    </message>
    <message>
        <source>1 more needs attention ↓</source>
        <translation>1 más requiere atención ↓</translation>
    </message>
    <message>
        <source>{count} more need attention ↓</source>
        <translation>{count} más requieren atención ↓</translation>
    </message>
</context>
<context>
    <name>MoveDialog</name>
    <message>
        <source>Seat {seat} at table {table} is held for {name}.</source>
        <translation>El asiento {seat} de la mesa {table} está reservado para {name}.</translation>
    </message>
    <message>
        <source>{name} asked for a table change to table {table}.</source>
        <translation>{name} pidió cambio a la mesa {table}.</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover a {name}</translation>
    </message>
    <message>
        <source>To &amp;table:</source>
        <translation>A la &amp;mesa:</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Asiento:</translation>
    </message>
    <message>
        <source>Voluntary transfer: the player asked (RRoP 2.iii.3)</source>
        <translation>Cambio voluntario: lo pidió el jugador (RRoP 2.iii.3)</translation>
    </message>
    <message>
        <source>&amp;Move player</source>
        <translation>M&amp;over jugador</translation>
    </message>
</context>
<context>
    <name>MustMovePanel</name>
    <message>
        <source>{left} left (until {time})</source>
        <translation>faltan {left} (hasta las {time})</translation>
    </message>
    <message>
        <source>Table {table} main</source>
        <translation>Mesa {table} principal</translation>
    </message>
    <message>
        <source>MM{depth} table {table}</source>
        <translation>MM{depth} mesa {table}</translation>
    </message>
    <message>
        <source>{chain} · {game}</source>
        <translation>{chain} · {game}</translation>
    </message>
    <message>
        <source>nobody at the must-moves yet</source>
        <translation>todavía nadie en las mesas forzadas</translation>
    </message>
    <message>
        <source>{position}. {name}</source>
        <translation>{position}. {name}</translation>
    </message>
    <message>
        <source>table {table}, seat {seat}</source>
        <translation>mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>table {from_table}, seat {from_seat} → table {table}, seat {seat} {when} (F9 done, Shift+F9 refused)</source>
        <translation>mesa {from_table}, asiento {from_seat} → mesa {table}, asiento {seat} {when} (F9 hecho, Mayús+F9 rechazó)</translation>
    </message>
    <message>
        <source>{name} · {game}</source>
        <translation>{name} · {game}</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Seat and move</source>
        <translation>Asiento y cambio</translation>
    </message>
    <message>
        <source>Refused a move: barred 1 hour (RRoP 2.iii.9)</source>
        <translation>Rechazaron el cambio: fuera 1 hora (RRoP 2.iii.9)</translation>
    </message>
    <message>
        <source>Where a new player sits</source>
        <translation>Dónde se sienta un jugador nuevo</translation>
    </message>
    <message>
        <source>{game} → table {table}</source>
        <translation>{game} → mesa {table}</translation>
    </message>
    <message>
        <source>{name} (left table {table})</source>
        <translation>{name} (dejó la mesa {table})</translation>
    </message>
    <message>
        <source>seat {seat} at table {table} is held for a move he can no longer make: release it (Shift+F4)</source>
        <translation>el asiento {seat} de la mesa {table} está reservado para un cambio que ya no puede hacer: libérelo (Mayús+F4)</translation>
    </message>
    <message>
        <source>Must-move games</source>
        <translation>Mesas de movida forzada</translation>
    </message>
    <message>
        <source>No must-move game. To protect a main game, select a table of the same game and stakes and make it its must-move (Tables &gt; Make must-move, Ctrl+M).</source>
        <translation>No hay mesas de movida forzada. Para proteger una partida principal, seleccione una mesa del mismo juego y apuestas y hágala su mesa forzada (Mesas &gt; Hacer mesa de movida forzada, Ctrl+M).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Open a {game} table from the list</source>
        <translation>Abrir una mesa de {game} desde la lista</translation>
    </message>
    <message>
        <source>{count} players are called, in list order: {order}. They choose their seats in that order (RRoP 2.iii.8); a seat is held for each.</source>
        <translation>Se llama a {count} jugadores, en el orden de la lista: {order}. Eligen asiento en ese orden (RRoP 2.iii.8); se reserva un asiento para cada uno.</translation>
    </message>
    <message>
        <source>The first players on the {game} list are called in list order and choose their seats in that order (RRoP 2.iii.8).</source>
        <translation>Se llama a los primeros de la lista de {game} en su orden, y eligen asiento en ese orden (RRoP 2.iii.8).</translation>
    </message>
    <message>
        <source>Table &amp;number:</source>
        <translation>&amp;Número de mesa:</translation>
    </message>
    <message>
        <source>&amp;Extra player:</source>
        <translation>Jugador de &amp;más:</translation>
    </message>
    <message>
        <source>One player more than usual (RRoP 2.iii.7)</source>
        <translation>Un jugador más de lo habitual (RRoP 2.iii.7)</translation>
    </message>
    <message>
        <source>The table starts with an extra seat, which goes as soon as a player leaves.</source>
        <translation>La mesa empieza con un asiento de más, que se quita en cuanto se vaya un jugador.</translation>
    </message>
    <message>
        <source>&amp;Open and call</source>
        <translation>&amp;Abrir y llamar</translation>
    </message>
</context>
<context>
    <name>NewTournamentDialog</name>
    <message>
        <source>&apos;{part}&apos; is not a table number: type numbers and ranges, such as 1-12, 15.</source>
        <translation>&apos;{part}&apos; no es un número de mesa: escriba números y rangos, como 1-12, 15.</translation>
    </message>
    <message>
        <source>&apos;{part}&apos; is not a range of tables: type the lowest number first, such as 1-12.</source>
        <translation>&apos;{part}&apos; no es un rango de mesas: escriba primero el número más bajo, como 1-12.</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Betting:</source>
        <translation>&amp;Apuestas:</translation>
    </message>
    <message>
        <source>&amp;Seats per table:</source>
        <translation>A&amp;sientos por mesa:</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Mesas:</translation>
    </message>
    <message>
        <source>Breaking &amp;order:</source>
        <translation>&amp;Orden de rotura:</translation>
    </message>
    <message>
        <source>Starting s&amp;tack:</source>
        <translation>&amp;Pila inicial:</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>&amp;Late registration:</source>
        <translation>Inscripción &amp;tardía:</translation>
    </message>
    <message>
        <source>such as Sunday Deepstack</source>
        <translation>como Domingo Deepstack</translation>
    </message>
    <message>
        <source>numbers and ranges, such as 1-12, 15</source>
        <translation>números y rangos, como 1-12, 15</translation>
    </message>
    <message>
        <source>empty: the highest number breaks first</source>
        <translation>vacío: se rompe primero el número más alto</translation>
    </message>
    <message>
        <source>open (late entrants and alternates may enter)</source>
        <translation>abierta (pueden entrar inscritos tardíos y suplentes)</translation>
    </message>
    <message>
        <source>TDA rules</source>
        <translation>Reglas TDA</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules of Poker (section 15)</source>
        <translation>Robert&apos;s Rules of Poker (sección 15)</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crear</translation>
    </message>
</context>
<context>
    <name>OpenTableDialog</name>
    <message>
        <source>Add a game first (Tables &gt; Add game).</source>
        <translation>Primero agregue un juego (Mesas &gt; Agregar juego).</translation>
    </message>
    <message>
        <source>Open a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>Table &amp;number:</source>
        <translation>&amp;Número de mesa:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Asientos:</translation>
    </message>
    <message>
        <source>&amp;Open table</source>
        <translation>A&amp;brir mesa</translation>
    </message>
</context>
<context>
    <name>OpenTournamentDialog</name>
    <message>
        <source>The store does not answer ({reason}).</source>
        <translation>La base no responde ({reason}).</translation>
    </message>
    <message>
        <source>Open a tournament</source>
        <translation>Abrir un torneo</translation>
    </message>
    <message>
        <source>No tournament yet: create one (Ctrl+N).</source>
        <translation>Aún no hay torneos: cree uno (Ctrl+N).</translation>
    </message>
</context>
<context>
    <name>PayoutModel</name>
    <message>
        <source>Entries from</source>
        <translation>Inscritos desde</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>% of the pool, 1st place first</source>
        <translation>% de la bolsa, del 1.º puesto abajo</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>PayoutTableDialog</name>
    <message>
        <source>Payout table</source>
        <translation>Tabla de premios</translation>
    </message>
    <message>
        <source>Add a ro&amp;w (Ins)</source>
        <translation>Añadir una &amp;fila (Ins)</translation>
    </message>
    <message>
        <source>&amp;Remove (Del)</source>
        <translation>&amp;Quitar (Supr)</translation>
    </message>
    <message>
        <source>Start from the &amp;house&apos;s table</source>
        <translation>Partir de la tabla de la &amp;casa</translation>
    </message>
    <message>
        <source>Each row: the entries it is for (leave &quot;to&quot; empty on the last row) and the share of the prize pool each paid place receives, in percent, from first place down, such as 50 30 20; they add up to 100.</source>
        <translation>Cada fila: los inscritos a los que se aplica (deje «hasta» vacío en la última fila) y la parte de la bolsa de premios que recibe cada puesto pagado, en porcentaje, del primer puesto hacia abajo, como 50 30 20; suman 100.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
</context>
<context>
    <name>PlacesModel</name>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Out at</source>
        <translation>Hora</translation>
    </message>
</context>
<context>
    <name>PlayerCardDialog</name>
    <message>
        <source>seat {seat} held at table {table}</source>
        <translation>asiento {seat} reservado en la mesa {table}</translation>
    </message>
    <message>
        <source>plays at table {table}, seat {seat}</source>
        <translation>juega en la mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>no. {position} on the {game} list</source>
        <translation>n.º {position} en la lista de {game}</translation>
    </message>
    <message>
        <source>not on the floor or on any list</source>
        <translation>no está en la sala ni en ninguna lista</translation>
    </message>
    <message>
        <source>Player card: {name}</source>
        <translation>Ficha del jugador: {name}</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Nic&amp;kname:</source>
        <translation>A&amp;podo:</translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation>&amp;Teléfono:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otas:</translation>
    </message>
    <message>
        <source>Barred:</source>
        <translation>Entrada prohibida:</translation>
    </message>
    <message>
        <source>&amp;Reason to bar:</source>
        <translation>&amp;Motivo de la prohibición:</translation>
    </message>
    <message>
        <source>On the floor:</source>
        <translation>En la sala:</translation>
    </message>
    <message>
        <source>Recent history:</source>
        <translation>Historial reciente:</translation>
    </message>
    <message>
        <source>BARRED since {at}: {reason}</source>
        <translation>ENTRADA PROHIBIDA desde {at}: {reason}</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>why the house bars the player</source>
        <translation>por qué la casa le prohíbe la entrada</translation>
    </message>
    <message>
        <source>&amp;Bar player</source>
        <translation>&amp;Prohibir la entrada</translation>
    </message>
    <message>
        <source>&amp;Lift the bar</source>
        <translation>&amp;Levantar la prohibición</translation>
    </message>
    <message>
        <source>e.g. +34 600 12 34 56</source>
        <translation>p. ej. +34 600 12 34 56</translation>
    </message>
    <message>
        <source>&amp;Save card</source>
        <translation>&amp;Guardar la ficha</translation>
    </message>
</context>
<context>
    <name>PlayerResultsModel</name>
    <message>
        <source>New player: {name}</source>
        <translation>Jugador nuevo: {name}</translation>
    </message>
    <message>
        <source>Put {name} on file as a new player.</source>
        <translation>Registrar a {name} como jugador nuevo.</translation>
    </message>
    <message>
        <source>seat held at table {table}, seat {seat}</source>
        <translation>asiento reservado en la mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>away from table {table}, seat {seat}</source>
        <translation>ausente de la mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>plays table {table}, seat {seat}</source>
        <translation>juega en la mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>#{position} on {game}</source>
        <translation>n.º {position} en {game}</translation>
    </message>
</context>
<context>
    <name>PlayerSearch</name>
    <message>
        <source>Find a player: type part of the name</source>
        <translation>Buscar un jugador: escriba parte del nombre</translation>
    </message>
    <message>
        <source>Accents and small typos do not matter: Jose finds José.</source>
        <translation>No importan los acentos ni los pequeños errores: Jose encuentra a José.</translation>
    </message>
</context>
<context>
    <name>PrizeDialog</name>
    <message>
        <source>Prize pool: (type the amounts)</source>
        <translation>Bolsa de premios: (escriba los importes)</translation>
    </message>
    <message>
        <source>Prize pool: {pool} ({entries} entries)</source>
        <translation>Bolsa de premios: {pool} ({entries} inscritos)</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Premios</translation>
    </message>
    <message>
        <source>&amp;Buy-in (to the pool):</source>
        <translation>&amp;Entrada (a la bolsa):</translation>
    </message>
    <message>
        <source>&amp;Rebuy (to the pool):</source>
        <translation>&amp;Recompra (a la bolsa):</translation>
    </message>
    <message>
        <source>Rebuy &amp;chips:</source>
        <translation>&amp;Fichas de la recompra:</translation>
    </message>
    <message>
        <source>Rebuys so&amp;ld:</source>
        <translation>Recompras &amp;vendidas:</translation>
    </message>
    <message>
        <source>&amp;Add-on (to the pool):</source>
        <translation>&amp;Add-on (a la bolsa):</translation>
    </message>
    <message>
        <source>Add-on c&amp;hips:</source>
        <translation>Fic&amp;has del add-on:</translation>
    </message>
    <message>
        <source>Add-ons sol&amp;d:</source>
        <translation>Add-ons ven&amp;didos:</translation>
    </message>
    <message>
        <source>Prizes rounded &amp;to the chip of:</source>
        <translation>Premios redondeados a &amp;la ficha de:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Carpeta</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Double Sided Printing</source>
        <translation>Impresión a doble cara</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Encuadernado por el lado largo</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Encuadernado por el lado corto</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Juego de páginas:</translation>
    </message>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Orden de las páginas:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>&amp;Páginas por hoja:</translation>
    </message>
</context>
<context>
    <name>RecordForm</name>
    <message>
        <source>no table</source>
        <translation>sin mesa</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>asiento {seat}</translation>
    </message>
    <message>
        <source>Choose accept or overrule.</source>
        <translation>Elija aceptar o resolver de otro modo.</translation>
    </message>
    <message>
        <source>Recorded as ruling no. {id}.</source>
        <translation>Registrada como resolución n.º {id}.</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <source>The floor&apos;s decision</source>
        <translation>La decisión de la sala</translation>
    </message>
    <message>
        <source>Accept the ruling</source>
        <translation>Aceptar la resolución</translation>
    </message>
    <message>
        <source>Overrule</source>
        <translation>Resolver de otro modo</translation>
    </message>
    <message>
        <source>What the floor decided (required to overrule)</source>
        <translation>Qué decidió la sala (obligatorio para resolver de otro modo)</translation>
    </message>
    <message>
        <source>Reason (required to overrule)</source>
        <translation>Motivo (obligatorio para resolver de otro modo)</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Time of the hand</source>
        <translation>Hora de la mano</translation>
    </message>
    <message>
        <source>Players involved</source>
        <translation>Jugadores implicados</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Record the ruling</source>
        <translation>Registrar la resolución</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
</context>
<context>
    <name>RegisterDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Register entrants</source>
        <translation>Inscribir jugadores</translation>
    </message>
    <message>
        <source>&amp;Names, one a line:</source>
        <translation>&amp;Nombres, uno por línea:</translation>
    </message>
    <message>
        <source>&amp;Register</source>
        <translation>&amp;Inscribir</translation>
    </message>
</context>
<context>
    <name>RowsInput</name>
    <message>
        <source>Add a row</source>
        <translation>Añadir fila</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Quitar la fila</translation>
    </message>
</context>
<context>
    <name>RulebookBrowser</name>
    <message>
        <source>Nothing found for “{text}”. Try another word, or a rule number such as 45 or 3.v.7.</source>
        <translation>No se encontró nada para «{text}». Pruebe otra palabra o un número de regla, como 45 o 3.v.7.</translation>
    </message>
    <message>
        <source>The rulebook has no entry {rule}.</source>
        <translation>El reglamento no tiene la entrada {rule}.</translation>
    </message>
    <message>
        <source>No rule found for “{text}”.</source>
        <translation>No se encontró ninguna regla para «{text}».</translation>
    </message>
    <message>
        <source>Section {number}: {title}</source>
        <translation>Sección {number}: {title}</translation>
    </message>
    <message>
        <source>Part {number}: {title}</source>
        <translation>Parte {number}: {title}</translation>
    </message>
    <message>
        <source>Rule {number}</source>
        <translation>Regla {number}</translation>
    </message>
    <message>
        <source>← Back to {rule}</source>
        <translation>← Volver a {rule}</translation>
    </message>
    <message>
        <source>Editor&apos;s note</source>
        <translation>Nota del editor</translation>
    </message>
    <message>
        <source>Related rules</source>
        <translation>Reglas relacionadas</translation>
    </message>
    <message>
        <source>Walk-throughs that use this rule</source>
        <translation>Consultas guiadas que usan esta regla</translation>
    </message>
    <message>
        <source>Search: a word or a rule number</source>
        <translation>Buscar: una palabra o un número de regla</translation>
    </message>
    <message>
        <source>Accents and capitals do not matter: boton finds botón. Down goes to the results, Enter opens one.</source>
        <translation>Los acentos y las mayúsculas no importan: boton encuentra botón. La flecha abajo lleva a los resultados; Intro abre uno.</translation>
    </message>
    <message>
        <source>Type a word or a rule number on the left, or browse the sources, and the rule shows here.</source>
        <translation>Escriba una palabra o un número de regla a la izquierda, o recorra las fuentes, y la regla aparece aquí.</translation>
    </message>
</context>
<context>
    <name>RulingsLog</name>
    <message>
        <source>All tables</source>
        <translation>Todas las mesas</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
    <message>
        <source>Accepted and overruled</source>
        <translation>Aceptadas y cambiadas</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Aceptada</translation>
    </message>
    <message>
        <source>Overruled</source>
        <translation>Cambiada por la sala</translation>
    </message>
    <message>
        <source>Every dispute</source>
        <translation>Todas las disputas</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Cualquier fecha</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Últimas 24 horas</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>1 ruling</source>
        <translation>1 resolución</translation>
    </message>
    <message>
        <source>{n} rulings</source>
        <translation>{n} resoluciones</translation>
    </message>
    <message>
        <source>No ruling matches.</source>
        <translation>Ninguna resolución coincide.</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Guardar como PDF…</translation>
    </message>
    <message>
        <source>Export the list…</source>
        <translation>Exportar la lista…</translation>
    </message>
    <message>
        <source>The list was not exported</source>
        <translation>La lista no se exportó</translation>
    </message>
    <message>
        <source>Search rulings: player, ruling, rule, supervisor…</source>
        <translation>Buscar resoluciones: jugador, resolución, regla, supervisor…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>{n}+ rulings (the newest; scroll for more)</source>
        <translation>{n}+ resoluciones (las más recientes; desplácese para ver más)</translation>
    </message>
</context>
<context>
    <name>RulingsModel</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Dispute</source>
        <translation>Disputa</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Aceptada</translation>
    </message>
    <message>
        <source>Overruled</source>
        <translation>Cambiada por la sala</translation>
    </message>
    <message>
        <source>The assistant&apos;s ruling, overruled: {ruling}</source>
        <translation>Resolución del asistente, no aplicada: {ruling}</translation>
    </message>
</context>
<context>
    <name>RulingsWindow</name>
    <message>
        <source>floorman: rulings</source>
        <translation>floorman: resoluciones</translation>
    </message>
    <message>
        <source>Settle a dispute</source>
        <translation>Resolver una disputa</translation>
    </message>
    <message>
        <source>Rulings log</source>
        <translation>Registro de resoluciones</translation>
    </message>
    <message>
        <source>Rulebook</source>
        <translation>Reglamento</translation>
    </message>
</context>
<context>
    <name>SeatDialog</name>
    <message>
        <source>from {low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>Choose a player: type part of the name and pick one from the list.</source>
        <translation>Elija un jugador: escriba parte del nombre y elíjalo de la lista.</translation>
    </message>
    <message>
        <source>Seat a player</source>
        <translation>Sentar a un jugador</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Asiento:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Buy-in:</source>
        <translation>&amp;Compra:</translation>
    </message>
    <message>
        <source>&amp;Seat player</source>
        <translation>&amp;Sentar jugador</translation>
    </message>
</context>
<context>
    <name>StepInput</name>
    <message>
        <source>Enter: next</source>
        <translation>Intro: siguiente</translation>
    </message>
    <message>
        <source>Seat number: answer (0 is seat 10)</source>
        <translation>Número de asiento: responde (0 es el asiento 10)</translation>
    </message>
    <message>
        <source>1-{last}: answer</source>
        <translation>1-{last}: responde</translation>
    </message>
    <message>
        <source>Seat number: press or release that seat (0 is seat 10) · Enter: next</source>
        <translation>Número de asiento: marca o desmarca ese asiento (0 es el asiento 10) · Intro: siguiente</translation>
    </message>
    <message>
        <source>Type the table number, or press its button · Enter: next</source>
        <translation>Escriba el número de mesa, o pulse su botón · Intro: siguiente</translation>
    </message>
    <message>
        <source>Type the table numbers, in order · Enter: next</source>
        <translation>Escriba los números de mesa, en orden · Intro: siguiente</translation>
    </message>
    <message>
        <source>Type the amount, or add chips: {chips} · Enter: next</source>
        <translation>Escriba el importe, o sume fichas: {chips} · Intro: siguiente</translation>
    </message>
    <message>
        <source>Type each total, or add chips: {chips} · Space: next bet · Enter: next</source>
        <translation>Escriba cada total, o sume fichas: {chips} · Espacio: apuesta siguiente · Intro: siguiente</translation>
    </message>
    <message>
        <source>Chips: {chips} · a number first adds several (4 {key}: four {chip}) · Backspace: take one back</source>
        <translation>Fichas: {chips} · un número antes añade varias (4 {key}: cuatro de {chip}) · Retroceso: quita una</translation>
    </message>
    <message>
        <source> · A: all his chips</source>
        <translation> · A: todas sus fichas</translation>
    </message>
    <message>
        <source>Type in a cell · Tab: next cell · Ctrl+Enter: next</source>
        <translation>Escriba en una celda · Tab: celda siguiente · Ctrl+Intro: siguiente</translation>
    </message>
    <message>
        <source>Tab: next field · Enter: next</source>
        <translation>Tab: campo siguiente · Intro: siguiente</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <source>Total {time} · {levels} · {breaks} ({break_time})</source>
        <translation>Total {time} · {levels} · {breaks} ({break_time})</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Estructura</translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation>&amp;Plantilla:</translation>
    </message>
    <message>
        <source>Start &amp;from the template</source>
        <translation>Partir &amp;de la plantilla</translation>
    </message>
    <message>
        <source>Add a &amp;level (Ins)</source>
        <translation>Añadir un &amp;nivel (Ins)</translation>
    </message>
    <message>
        <source>Add a &amp;break (Shift+Ins)</source>
        <translation>Añadir un des&amp;canso (Mayús+Ins)</translation>
    </message>
    <message>
        <source>&amp;Remove (Del)</source>
        <translation>&amp;Quitar (Supr)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
</context>
<context>
    <name>StructureModel</name>
    <message>
        <source>Break</source>
        <translation>Descanso</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>Ciega pequeña</translation>
    </message>
    <message>
        <source>Big blind</source>
        <translation>Ciega grande</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>BB ante</source>
        <translation>Ante CG</translation>
    </message>
    <message>
        <source>Colour up</source>
        <translation>Retirar fichas</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>SupervisorDialog</name>
    <message>
        <source>Supervisor at this desk</source>
        <translation>Supervisor de este puesto</translation>
    </message>
    <message>
        <source>Who is working the desk? Every action and ruling is recorded under this &amp;name.</source>
        <translation>¿Quién atiende el puesto? Cada acción y cada resolución quedan registradas con este &amp;nombre.</translation>
    </message>
    <message>
        <source>&amp;Start the shift</source>
        <translation>&amp;Empezar el turno</translation>
    </message>
    <message>
        <source>&amp;Change</source>
        <translation>&amp;Cambiar</translation>
    </message>
    <message>
        <source>&amp;Quit floorman</source>
        <translation>&amp;Salir de floorman</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>First name and an initial, e.g. Ana R.</source>
        <translation>Nombre y una inicial, p. ej. Ana R.</translation>
    </message>
</context>
<context>
    <name>TableChangeDialog</name>
    <message>
        <source>{name} gets the first open seat of the table chosen, before the waiting list (RRoP 2.iii.12).</source>
        <translation>{name} recibe el primer asiento libre de la mesa elegida, antes que la lista de espera (RRoP 2.iii.12).</translation>
    </message>
    <message>
        <source>Another game is not a table change: {name} goes on the {game} waiting list instead and keeps this seat until called.</source>
        <translation>Otro juego no es un cambio de mesa: {name} se anota en la lista de espera de {game} y conserva este asiento hasta que lo llamen.</translation>
    </message>
    <message>
        <source>&amp;Put on that list</source>
        <translation>&amp;Anotar en esa lista</translation>
    </message>
    <message>
        <source>Table change for {name}</source>
        <translation>Cambio de mesa para {name}</translation>
    </message>
    <message>
        <source>&amp;Wants:</source>
        <translation>&amp;Quiere:</translation>
    </message>
    <message>
        <source>Any table of this game</source>
        <translation>Cualquier mesa de este juego</translation>
    </message>
    <message>
        <source>Another game: {game}</source>
        <translation>Otro juego: {game}</translation>
    </message>
    <message>
        <source>&amp;Ask for table change</source>
        <translation>&amp;Pedir cambio de mesa</translation>
    </message>
</context>
<context>
    <name>TableChangeModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>From → to</source>
        <translation>De → a</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Pedido</translation>
    </message>
    <message>
        <source>any table</source>
        <translation>cualquier mesa</translation>
    </message>
    <message>
        <source>{source} → {target}</source>
        <translation>{source} → {target}</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>hace {minutes} min</translation>
    </message>
</context>
<context>
    <name>TablesInput</name>
    <message>
        <source>Table {n}</source>
        <translation>Mesa {n}</translation>
    </message>
</context>
<context>
    <name>TournamentListModel</name>
    <message>
        <source>over</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>registering</source>
        <translation>en inscripción</translation>
    </message>
    <message>
        <source>playing, registration open</source>
        <translation>en juego, inscripción abierta</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Entradas</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Quedan</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>TournamentPanel</name>
    <message>
        <source>No tournament open. Open one (Ctrl+O) or create one (Ctrl+N).</source>
        <translation>Ningún torneo abierto. Abra uno (Ctrl+O) o cree uno (Ctrl+N).</translation>
    </message>
    <message>
        <source>TDA rules</source>
        <translation>reglas TDA</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules</source>
        <translation>Robert&apos;s Rules</translation>
    </message>
    <message>
        <source>{game} · {size} seats a table · {profile}</source>
        <translation>{game} · {size} asientos por mesa · {profile}</translation>
    </message>
    <message>
        <source>{remaining} of {entries}</source>
        <translation>{remaining} de {entries}</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Mesa {table}</translation>
    </message>
    <message>
        <source>Places so far ({count})</source>
        <translation>Puestos hasta ahora ({count})</translation>
    </message>
    <message>
        <source>Nothing to confirm: no move is proposed.</source>
        <translation>Nada que confirmar: no se propone ningún traslado.</translation>
    </message>
    <message>
        <source>Balancing</source>
        <translation>Equilibrado</translation>
    </message>
    <message>
        <source>Table breaks</source>
        <translation>Se rompe la mesa</translation>
    </message>
    <message>
        <source>Redraw</source>
        <translation>Nuevo sorteo</translation>
    </message>
    <message>
        <source>Late entry</source>
        <translation>Inscripción tardía</translation>
    </message>
    <message>
        <source>table {from_table}, seat {from_seat} → table {to_table}, seat {to_seat}</source>
        <translation>mesa {from_table}, asiento {from_seat} → mesa {to_table}, asiento {to_seat}</translation>
    </message>
    <message>
        <source>→ table {to_table}, seat {to_seat}</source>
        <translation>→ mesa {to_table}, asiento {to_seat}</translation>
    </message>
    <message>
        <source>dealt in at once</source>
        <translation>recibe cartas en el acto</translation>
    </message>
    <message>
        <source>waits for the button</source>
        <translation>espera a que pase el botón</translation>
    </message>
    <message>
        <source>Players remaining:</source>
        <translation>Jugadores en juego:</translation>
    </message>
    <message>
        <source>Average stack:</source>
        <translation>Pila media:</translation>
    </message>
    <message>
        <source>Tables in play:</source>
        <translation>Mesas en juego:</translation>
    </message>
    <message>
        <source>Late registration:</source>
        <translation>Inscripción tardía:</translation>
    </message>
    <message>
        <source>Next table to break:</source>
        <translation>Próxima mesa a romper:</translation>
    </message>
    <message>
        <source>Proposed moves ({key} confirms)</source>
        <translation>Traslados propuestos ({key} confirma)</translation>
    </message>
    <message>
        <source>Places so far</source>
        <translation>Puestos hasta ahora</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
</context>
<context>
    <name>TournamentPdfDialog</name>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Type where to save the PDF.</source>
        <translation>Escriba dónde guardar el PDF.</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Documento:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Seat cards</source>
        <translation>Tarjetas de asiento</translation>
    </message>
    <message>
        <source>Seat list</source>
        <translation>Lista de asientos</translation>
    </message>
    <message>
        <source>Table sheets</source>
        <translation>Hojas de mesas</translation>
    </message>
    <message>
        <source>Move slips</source>
        <translation>Boletas de traslado</translation>
    </message>
    <message>
        <source>Structure sheet</source>
        <translation>Hoja de estructura</translation>
    </message>
    <message>
        <source>Payout sheet</source>
        <translation>Hoja de premios</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
</context>
<context>
    <name>TournamentTableModel</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Botón</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>HALTED: do not deal</source>
        <translation>DETENIDA: no repartir</translation>
    </message>
    <message>
        <source>breaks next</source>
        <translation>se rompe la siguiente</translation>
    </message>
    <message>
        <source>The button is on seat {seat}</source>
        <translation>El botón está en el asiento {seat}</translation>
    </message>
    <message>
        <source>The button is on this seat.</source>
        <translation>El botón está en este asiento.</translation>
    </message>
    <message>
        <source>Waits for the button to pass him before he is dealt in.</source>
        <translation>Espera a que pase el botón para recibir cartas.</translation>
    </message>
    <message>
        <source>→ {table}-{seat} {player}</source>
        <translation>→ {table}-{seat} {player}</translation>
    </message>
    <message>
        <source>← {table}-{seat} {player}</source>
        <translation>← {table}-{seat} {player}</translation>
    </message>
    <message>
        <source>← {player}</source>
        <translation>← {player}</translation>
    </message>
    <message>
        <source>Table {table}, seat {seat}: {who}</source>
        <translation>Mesa {table}, asiento {seat}: {who}</translation>
    </message>
    <message>
        <source>Proposed: {player} moves to table {table}, seat {seat}.</source>
        <translation>Propuesta: {player} pasa a la mesa {table}, asiento {seat}.</translation>
    </message>
    <message>
        <source>Proposed: {player} comes here from table {table}, seat {seat}.</source>
        <translation>Propuesta: {player} viene aquí desde la mesa {table}, asiento {seat}.</translation>
    </message>
    <message>
        <source>Proposed: {player} takes this seat.</source>
        <translation>Propuesta: {player} ocupa este asiento.</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>&amp;Close late registration</source>
        <translation>&amp;Cerrar la inscripción tardía</translation>
    </message>
    <message>
        <source>Reopen late &amp;registration</source>
        <translation>&amp;Reabrir la inscripción tardía</translation>
    </message>
    <message>
        <source>The store does not answer ({reason}); the tournament shown may be out of date.</source>
        <translation>La base no responde ({reason}); el torneo que se ve puede no estar al día.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} de {total}</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>No se hizo</translation>
    </message>
    <message>
        <source>Nothing to confirm: no move is proposed.</source>
        <translation>Nada que confirmar: no se propone ningún traslado.</translation>
    </message>
    <message>
        <source>The proposal changed since it was shown: look at it again and confirm it once more.</source>
        <translation>La propuesta cambió desde que se mostró: revísela y confírmela de nuevo.</translation>
    </message>
    <message>
        <source>PDF written to {path}</source>
        <translation>PDF guardado en {path}</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Torneos</translation>
    </message>
    <message>
        <source>{title}: {name}</source>
        <translation>{title}: {name}</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation>Im&amp;primir</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <source>&amp;Open tournament…</source>
        <translation>&amp;Abrir torneo…</translation>
    </message>
    <message>
        <source>&amp;Register entrants…</source>
        <translation>&amp;Inscribir jugadores…</translation>
    </message>
    <message>
        <source>&amp;Draw the seats</source>
        <translation>&amp;Sortear los asientos</translation>
    </message>
    <message>
        <source>&amp;Late entry…</source>
        <translation>Inscripción &amp;tardía…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>Actuali&amp;zar</translation>
    </message>
    <message>
        <source>Close &amp;window</source>
        <translation>Cerrar la &amp;ventana</translation>
    </message>
    <message>
        <source>&amp;Find a player</source>
        <translation>&amp;Buscar un jugador</translation>
    </message>
    <message>
        <source>&amp;Confirm the proposed move</source>
        <translation>&amp;Confirmar el traslado propuesto</translation>
    </message>
    <message>
        <source>&amp;Players out…</source>
        <translation>&amp;Jugadores eliminados…</translation>
    </message>
    <message>
        <source>New &amp;hand at this table (button moves)</source>
        <translation>Nueva &amp;mano en esta mesa (avanza el botón)</translation>
    </message>
    <message>
        <source>&amp;Break the next table</source>
        <translation>&amp;Romper la próxima mesa</translation>
    </message>
    <message>
        <source>&amp;Redraw the seats</source>
        <translation>Sortear de &amp;nuevo los asientos</translation>
    </message>
    <message>
        <source>Print &amp;seat cards…</source>
        <translation>Imprimir &amp;tarjetas de asiento…</translation>
    </message>
    <message>
        <source>Print seat &amp;list…</source>
        <translation>Imprimir &amp;lista de asientos…</translation>
    </message>
    <message>
        <source>Print &amp;table sheets…</source>
        <translation>Imprimir &amp;hojas de mesas…</translation>
    </message>
    <message>
        <source>Print &amp;move slips…</source>
        <translation>Imprimir &amp;boletas de traslado…</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>&amp;Exportar PDF…</translation>
    </message>
    <message>
        <source>&amp;Switch language (English / Español)</source>
        <translation>&amp;Cambiar idioma (English / Español)</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>a player&apos;s name (Ctrl+F; Enter: the next one)</source>
        <translation>el nombre de un jugador (Ctrl+F; Intro: el siguiente)</translation>
    </message>
    <message>
        <source>F9 confirms the proposed move; F6 records players out; F8 a new hand at the selected table.</source>
        <translation>F9 confirma el traslado propuesto; F6 registra eliminados; F8 una mano nueva en la mesa elegida.</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Deshacer: {action}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>&amp;Rehacer: {action}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
</context>
<context>
    <name>WaitlistModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Waited</source>
        <translation>Espera</translation>
    </message>
    <message>
        <source>nobody waiting</source>
        <translation>nadie en espera</translation>
    </message>
    <message numerus="yes">
        <source>%n waiting</source>
        <translation>
            <numerusform>%n en espera</numerusform>
            <numerusform>%n en espera</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>called to table {table}, seat {seat}</source>
        <translation>llamado a la mesa {table}, asiento {seat}</translation>
    </message>
    <message>
        <source>called</source>
        <translation>llamado</translation>
    </message>
    <message>
        <source>call-in, not here yet</source>
        <translation>por teléfono, aún no llegó</translation>
    </message>
    <message>
        <source>deposit {amount}</source>
        <translation>depósito {amount}</translation>
    </message>
    <message>
        <source>missed {passes} of {kept} calls</source>
        <translation>perdió {passes} de {kept} llamados</translation>
    </message>
    <message>
        <source>plays at table {table}</source>
        <translation>juega en la mesa {table}</translation>
    </message>
</context>
<context>
    <name>WaitlistPanel</name>
    <message>
        <source>Waiting lists</source>
        <translation>Listas de espera</translation>
    </message>
</context>
<context>
    <name>launch</name>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
    <message>
        <source>Something went wrong: {error}. Every floor action is written whole or not at all, so the store is consistent. The details are in {log}.</source>
        <translation>Algo salió mal: {error}. Cada acción de la sala se guarda entera o no se guarda, así que los datos son coherentes. Los detalles están en {log}.</translation>
    </message>
    <message>
        <source>floorman cannot open the store</source>
        <translation>floorman no puede abrir la base</translation>
    </message>
    <message>
        <source>Created a new, empty store at {where}.</source>
        <translation>Se creó una base nueva y vacía en {where}.</translation>
    </message>
    <message>
        <source>Something went wrong: {error}. The dealer station only reads, so nothing was changed. The details are in {log}.</source>
        <translation>Algo salió mal: {error}. La estación del dealer solo lee, así que no se cambió nada. Los detalles están en {log}.</translation>
    </message>
</context>
<context>
    <name>ruling_record</name>
    <message>
        <source>The PDF was not saved</source>
        <translation>El PDF no se guardó</translation>
    </message>
</context>
</TS>
