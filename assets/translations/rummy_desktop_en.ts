<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardTableWords</name>
    <message numerus="yes">
        <source>%1: %n cards</source>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>You knock with %n points in hand.</source>
        <translation>
            <numerusform>You knock with %n point in hand.</numerusform>
            <numerusform>You knock with %n points in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n points in hand.</source>
        <translation>
            <numerusform>{name} knocks with %n point in hand.</numerusform>
            <numerusform>{name} knocks with %n points in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n.</source>
        <translation>
            <numerusform>You score %n.</numerusform>
            <numerusform>You score %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n.</source>
        <translation>
            <numerusform>{name} scores %n.</numerusform>
            <numerusform>{name} scores %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>You knock with %n deadwood, discarding {card}.</numerusform>
            <numerusform>You knock with %n deadwood, discarding {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>{name} knocks with %n deadwood, discarding {card}.</numerusform>
            <numerusform>{name} knocks with %n deadwood, discarding {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n ({bonuses}).</source>
        <translation>
            <numerusform>You score %n ({bonuses}).</numerusform>
            <numerusform>You score %n ({bonuses}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n ({bonuses}).</source>
        <translation>
            <numerusform>{name} scores %n ({bonuses}).</numerusform>
            <numerusform>{name} scores %n ({bonuses}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinKnock</name>
    <message numerus="yes">
        <source>discarding {card} leaves %n deadwood: too much to knock ({limit} this round)</source>
        <translation>
            <numerusform>discarding {card} leaves %n point of deadwood: too much to knock ({limit} this round)</numerusform>
            <numerusform>discarding {card} leaves %n deadwood: too much to knock ({limit} this round)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this spread leaves %n deadwood: too much to knock ({limit} this round)</source>
        <translation>
            <numerusform>this spread leaves %n point of deadwood: too much to knock ({limit} this round)</numerusform>
            <numerusform>this spread leaves %n deadwood: too much to knock ({limit} this round)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinPage</name>
    <message numerus="yes">
        <source>%n big mistakes (each worth %1 points or more).</source>
        <translation>
            <numerusform>%n big mistake (each worth %1 points or more).</numerusform>
            <numerusform>%n big mistakes (each worth %1 points or more).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinScene</name>
    <message numerus="yes">
        <source>You knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>You knocked with %n deadwood: lay your cards off on the melds.</numerusform>
            <numerusform>You knocked with %n deadwood: lay your cards off on the melds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>%1 knocked with %n deadwood: lay your cards off on the melds.</numerusform>
            <numerusform>%1 knocked with %n deadwood: lay your cards off on the melds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knock, discarding %1? You spread with %n deadwood.</source>
        <translation>
            <numerusform>Knock, discarding %1? You spread with %n deadwood.</numerusform>
            <numerusform>Knock, discarding %1? You spread with %n deadwood.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPlan</name>
    <message numerus="yes">
        <source>Play %1 (points: %2) in %n steps:</source>
        <translation>
            <numerusform>Play %1 (points: %2) in %n step:</numerusform>
            <numerusform>Play %1 (points: %2) in %n steps:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more steps in the Hint panel.</source>
        <extracomment>Under the first step of a hint&apos;s plan on the table; the other steps are listed in the Hint panel.</extracomment>
        <translation>
            <numerusform>%n more step in the Hint panel.</numerusform>
            <numerusform>%n more steps in the Hint panel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Knock with %n points in hand and end the round?</source>
        <translation>
            <numerusform>Knock with %n point in hand and end the round?</numerusform>
            <numerusform>Knock with %n points in hand and end the round?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManipulationPage</name>
    <message numerus="yes">
        <source>%n points played from hand</source>
        <translation>
            <numerusform>%n point played from hand</numerusform>
            <numerusform>%n points played from hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n missed</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;).</extracomment>
        <translation>
            <numerusform>%1: %n point missed</numerusform>
            <numerusform>%1: %n points missed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points missed: the best play was worth more.</source>
        <translation>
            <numerusform>%n point missed: the best play was worth more.</numerusform>
            <numerusform>%n points missed: the best play was worth more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It plays %n more cards from your hand.</source>
        <translation>
            <numerusform>It plays %n more card from your hand.</numerusform>
            <numerusform>It plays %n more cards from your hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundEnding</name>
    <message numerus="yes">
        <source>You knocked with %n points in hand.</source>
        <translation>
            <numerusform>You knocked with %n point in hand.</numerusform>
            <numerusform>You knocked with %n points in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n points in hand.</source>
        <translation>
            <numerusform>%1 knocked with %n point in hand.</numerusform>
            <numerusform>%1 knocked with %n points in hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The points go into games %1.</source>
        <translation>
            <numerusform>The points go into game %1.</numerusform>
            <numerusform>The points go into games %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message numerus="yes">
        <source>it lists %n seats but the game has {players} players.</source>
        <translation>
            <numerusform>it lists %n seat but the game has {players} players.</numerusform>
            <numerusform>it lists %n seats but the game has {players} players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n seats; a game has {fewest} to {most}.</source>
        <translation>
            <numerusform>it has %n seat; a game has {fewest} to {most}.</numerusform>
            <numerusform>it has %n seats; a game has {fewest} to {most}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it keeps the results of %n rounds but the scores of only {played}.</source>
        <translation>
            <numerusform>it keeps the result of %n round but the scores of only {played}.</numerusform>
            <numerusform>it keeps the results of %n rounds but the scores of only {played}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message numerus="yes">
        <source>player {number} has won %n rounds in game {game} but scored fewer points there ({points}); every round won scores at least 1</source>
        <translation>
            <numerusform>player {number} has won %n round in game {game} but scored fewer points there ({points}); every round won scores at least 1</numerusform>
            <numerusform>player {number} has won %n rounds in game {game} but scored fewer points there ({points}); every round won scores at least 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the knocker&apos;s %n points of deadwood are more than the knock limit {limit}</source>
        <translation>
            <numerusform>the knocker&apos;s %n point of deadwood is more than the knock limit {limit}</numerusform>
            <numerusform>the knocker&apos;s %n points of deadwood are more than the knock limit {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what} must have %n entries, not {count}</source>
        <translation>
            <numerusform>{what} must have %n entry, not {count}</numerusform>
            <numerusform>{what} must have %n entries, not {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards of the game are missing, such as {cards}</source>
        <translation>
            <numerusform>%n card of the game is missing: {cards}</numerusform>
            <numerusform>%n cards of the game are missing, such as {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draws this turn (“draws_this_turn”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>%n draw this turn (“draws_this_turn”) does not fit the phase “{phase}”</numerusform>
            <numerusform>%n draws this turn (“draws_this_turn”) do not fit the phase “{phase}”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n last turns left (“final_turns_left”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>%n last turn left (“final_turns_left”) does not fit the phase “{phase}”</numerusform>
            <numerusform>%n last turns left (“final_turns_left”) do not fit the phase “{phase}”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the phase “{phase}” does not fit a stock of %n cards</source>
        <translation>
            <numerusform>the phase “{phase}” does not fit a stock of %n card</numerusform>
            <numerusform>the phase “{phase}” does not fit a stock of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds, more than the {played} played</source>
        <translation>
            <numerusform>player {number} has won %n round, more than the {played} played</numerusform>
            <numerusform>player {number} has won %n rounds, more than the {played} played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw a third card (that ends the turn).</source>
        <translation>
            <numerusform>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw a third card (that ends the turn).</numerusform>
            <numerusform>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw a third card (that ends the turn).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw again.</source>
        <translation>
            <numerusform>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw again.</numerusform>
            <numerusform>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn is over with %n points in hand: Knock to end the round now, or End turn to play on.</source>
        <translation>
            <numerusform>Your turn is over with %n point in hand: Knock to end the round now, or End turn to play on.</numerusform>
            <numerusform>Your turn is over with %n points in hand: Knock to end the round now, or End turn to play on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last turns (the stock ran out; %n to play): meld, or end your turn without melding.</source>
        <translation>
            <numerusform>Last turns (the stock ran out; %n to play): meld, or end your turn without melding.</numerusform>
            <numerusform>Last turns (the stock ran out; %n to play): meld, or end your turn without melding.</numerusform>
        </translation>
    </message>
</context>
</TS>
