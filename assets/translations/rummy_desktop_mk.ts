<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mk" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Latest news: %1</source>
        <translation>Последна вест: %1</translation>
    </message>
</context>
<context>
    <name>AppServices</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Отвори…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Зачувај…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Зачувај &amp;како…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Поставки…</translation>
    </message>
    <message>
        <source>Your games are not being kept</source>
        <translation>Твоите игри не се зачувуваат</translation>
    </message>
    <message>
        <source>Rummy Desktop cannot write in its data folder %1: %2.

Play goes on, but until it can, the game in progress is not autosaved and your statistics are not kept.</source>
        <translation>Rummy Desktop не може да запишува во својата папка со податоци %1: %2.

Играта продолжува, но додека не може, тековната игра не се зачувува автоматски и твојата статистика не се води.</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>Прекината игра</translation>
    </message>
    <message>
        <source>Your last game was not finished.</source>
        <translation>Последната игра не е завршена.</translation>
    </message>
    <message>
        <source>%1
Players: %2
Saved: %3
Rounds played: %4</source>
        <translation>%1
Играчи: %2
Зачувана: %3
Одиграни рунди: %4</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly last time, in the middle of a game.</source>
        <translation>Rummy Desktop неочекувано запре минатиот пат, среде игра.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Да продолжи играта?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжи</translation>
    </message>
    <message>
        <source>Start afresh</source>
        <translation>Почни одново</translation>
    </message>
    <message>
        <source>What happened is written in %1.</source>
        <translation>Што се случи е запишано во %1.</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly</source>
        <translation>Rummy Desktop неочекувано запре</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly last time.</source>
        <translation>Rummy Desktop неочекувано запре минатиот пат.</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*%1);;All files (*)</source>
        <translation>Игри на Rummy Desktop (*%1);;Сите датотеки (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Отвори зачувана игра</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Отворено: %1.</translation>
    </message>
    <message>
        <source>Opened the backup copy %1.</source>
        <translation>Отворена е резервната копија %1.</translation>
    </message>
    <message>
        <source>Its backup copy %1, saved %2, opens. Open the backup instead? Save then writes the game to %3 again.</source>
        <translation>Неговата резервна копија %1, зачувана на %2, може да се отвори. Да се отвори резервната копија наместо него? Зачувувањето потоа повторно ја запишува играта во %3.</translation>
    </message>
    <message>
        <source>Open the backup</source>
        <translation>Отвори ја резервната копија</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Зачувај ја играта</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Зачувано во %1.</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here and counts as abandoned in your statistics (not as lost).</source>
        <translation>Играта во тек не е завршена. Ако започнеш друга, оваа завршува тука и во твојата статистика се брои како напуштена (не како изгубена).</translation>
    </message>
    <message>
        <source>Another copy of Rummy Desktop uses the same data folder and does not answer: this window keeps its game apart from that copy&apos;s.</source>
        <translation>Друга копија на Rummy Desktop ја користи истата папка со податоци и не одговара: овој прозорец ја чува својата игра одделно од играта на таа копија.</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here.</source>
        <translation>Играта во тек не е завршена. Ако започнеш друга, оваа завршува тука.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Да се напушти оваа игра?</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Напушти ја</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Продолжи со играта</translation>
    </message>
    <message>
        <source>Resume it? If you do not, it counts as abandoned.</source>
        <translation>Да ја продолжиш? Ако не, се брои како напуштена.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>ace</source>
        <translation>кец</translation>
    </message>
    <message>
        <source>two</source>
        <translation>двојка</translation>
    </message>
    <message>
        <source>three</source>
        <translation>тројка</translation>
    </message>
    <message>
        <source>four</source>
        <translation>четворка</translation>
    </message>
    <message>
        <source>five</source>
        <translation>петка</translation>
    </message>
    <message>
        <source>six</source>
        <translation>шестка</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>седумка</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>осумка</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>деветка</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>десетка</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>џандар</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>поп</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>срце</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in words: %1 is the rank (&quot;seven&quot;), %2 the suit (&quot;hearts&quot;). Reorder freely.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>џокер</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <extracomment>A joker on the table and the card it stands for (%1, e.g. &quot;seven of hearts&quot;).</extracomment>
        <translation>џокер наместо %1</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <extracomment>Said to a screen reader after your own draw: %1 is the card in words (&quot;seven of hearts&quot;).</extracomment>
        <translation>Извлече: %1.</translation>
    </message>
</context>
<context>
    <name>CardNotation</name>
    <message>
        <source>“{text}” is not a card as saves write it: the card, then “#” and which of the identical cards it is (0 for the first)</source>
        <translation>„{text}“ не е карта запишана како во зачуваните игри: картата, па „#“ и која е од истите карти (0 за првата)</translation>
    </message>
    <message>
        <source>“{text}” is a joker, not a card a joker can stand for</source>
        <translation>„{text}“ е џокер, а не карта што џокерот може да ја замени</translation>
    </message>
    <message>
        <source>the card text is empty</source>
        <translation>текстот на картата е празен</translation>
    </message>
    <message>
        <source>“{text}”: a joker must declare a card such as JK=7H</source>
        <translation>„{text}“: за џокерот мора да се одреди која карта ја заменува, на пример JK=7H</translation>
    </message>
    <message>
        <source>“{text}” is not a card (a joker is written JK or JK=7H)</source>
        <translation>„{text}“ не е карта (џокерот се пишува JK или JK=7H)</translation>
    </message>
    <message>
        <source>“{text}” is not a card (write rank then suit, e.g. AS, 10H, QD)</source>
        <translation>„{text}“ не е карта (пиши вредност, па боја, на пр. AS, 10H, QD)</translation>
    </message>
    <message>
        <source>this game has no {card}</source>
        <translation>оваа игра нема {card}</translation>
    </message>
    <message>
        <source>{card} is given {count} times, but the game has only {most}</source>
        <translation>{card} е дадена {count} пати, но играта има само {most}</translation>
    </message>
</context>
<context>
    <name>CardTableScene</name>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>Купот: кликни на него за да влечеш карта.</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Куп: %1</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The label of the opponent whose turn it is: %1 is &quot;Anna: 7 cards&quot;. Point the arrow at it.</extracomment>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Твој потег</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>На потег е %1</translation>
    </message>
</context>
<context>
    <name>CardTableWords</name>
    <message numerus="yes">
        <source>%1: %n cards</source>
        <translation>
            <numerusform>%1: %n карта</numerusform>
            <numerusform>%1: %n карти</numerusform>
            <numerusform>%1: %n карти</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Нешто тргна наопаку</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжи</translation>
    </message>
    <message>
        <source>Quit Rummy Desktop</source>
        <translation>Излези од Rummy Desktop</translation>
    </message>
    <message>
        <source>Open the report’s folder</source>
        <translation>Отвори ја папката со извештајот</translation>
    </message>
    <message>
        <source>Rummy Desktop ran into a problem it did not expect:
%1</source>
        <extracomment>%1 is the error in technical words, on the line below.</extracomment>
        <translation>Rummy Desktop наиде на неочекуван проблем:
%1</translation>
    </message>
    <message>
        <source>Your game was saved and can be resumed: it will be offered the next time Rummy Desktop starts.</source>
        <translation>Играта е зачувана и може да продолжи: ќе ти биде понудена следниот пат кога ќе се стартува Rummy Desktop.</translation>
    </message>
    <message>
        <source>Your game could not be saved, so it may be lost.</source>
        <translation>Играта не можеше да се зачува, па можеби е изгубена.</translation>
    </message>
    <message>
        <source>A report of what happened was written to:
%1
If you tell us about this problem, please include it.</source>
        <translation>Извештај за тоа што се случи е запишан во:
%1
Ако ни го пријавиш проблемот, те молиме приложи го.</translation>
    </message>
    <message>
        <source>No report could be written (the app’s data folder could not be written to).</source>
        <translation>Не можеше да се запише извештај (папката со податоци на апликацијата не дозволува запишување).</translation>
    </message>
    <message>
        <source>You can go on playing, or quit and start again.</source>
        <translation>Можеш да продолжиш да играш или да излезеш и да почнеш одново.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>gin bonus {amount}</source>
        <translation>бонус за џин {amount}</translation>
    </message>
    <message>
        <source>big gin bonus {amount}</source>
        <translation>бонус за голем џин {amount}</translation>
    </message>
    <message>
        <source>undercut bonus {amount}</source>
        <translation>бонус за андеркат {amount}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ти</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list (names, numbers, bonuses): &quot;Anna, Ben, You&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the items of a list whose items hold commas or spaces (melds, clauses): &quot;7♥ 8♥ 9♥; 5♠ 5♦ 5♣&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <extracomment>A player&apos;s name and score, as in a list of scores: &quot;Anna 54&quot;.</extracomment>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>џокер</translation>
    </message>
    <message>
        <source>(joker as {card})</source>
        <extracomment>A joker on the table among other cards, as in &quot;You play 5♥ (joker as 6♥) 7♥.&quot;; {card} is the card it stands for.</extracomment>
        <translation>(џокер како {card})</translation>
    </message>
    <message>
        <source>You draw a third card; the turn is over.</source>
        <translation>Извлече трета карта; потегот заврши.</translation>
    </message>
    <message>
        <source>{name} draws a third card; the turn is over.</source>
        <translation>{name} извлече трета карта; потегот заврши.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Извлече карта.</translation>
    </message>
    <message>
        <source>{name} draws a card.</source>
        <translation>{name} извлече карта.</translation>
    </message>
    <message>
        <source>You play {cards} and rebuild the table.</source>
        <translation>Одигра {cards} и ја преуреди масата.</translation>
    </message>
    <message>
        <source>{name} plays {cards} and rebuilds the table.</source>
        <translation>{name} одигра {cards} и ја преуреди масата.</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>Одигра {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name} одигра {cards}.</translation>
    </message>
    <message>
        <source>You do not knock.</source>
        <translation>Не чукна.</translation>
    </message>
    <message>
        <source>{name} does not knock.</source>
        <translation>{name} не чукна.</translation>
    </message>
    <message>
        <source>You end the turn without melding.</source>
        <translation>Го заврши потегот без спуштање.</translation>
    </message>
    <message>
        <source>{name} ends the turn without melding.</source>
        <translation>{name} го заврши потегот без спуштање.</translation>
    </message>
    <message>
        <source>Round {round}: You deal.</source>
        <translation>Рунда {round}: ти делиш.</translation>
    </message>
    <message>
        <source>Round {round}: {name} deals.</source>
        <translation>Рунда {round}: дели {name}.</translation>
    </message>
    <message>
        <source>New game: {names}. {deal}</source>
        <translation>Нова игра: {names}. {deal}</translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n points in hand.</source>
        <translation>
            <numerusform>Чукна со %n поен в рака.</numerusform>
            <numerusform>Чукна со %n поени в рака.</numerusform>
            <numerusform>Чукна со %n поени в рака.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n points in hand.</source>
        <translation>
            <numerusform>{name} чукна со %n поен в рака.</numerusform>
            <numerusform>{name} чукна со %n поени в рака.</numerusform>
            <numerusform>{name} чукна со %n поени в рака.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n.</source>
        <translation>
            <numerusform>Доби %n поен.</numerusform>
            <numerusform>Доби %n поени.</numerusform>
            <numerusform>Доби %n поени.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n.</source>
        <translation>
            <numerusform>{name} доби %n поен.</numerusform>
            <numerusform>{name} доби %n поени.</numerusform>
            <numerusform>{name} доби %n поени.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} и {last}</translation>
    </message>
    <message>
        <source>Round {round} is over: You went out.</source>
        <translation>Рундата {round} заврши: излезе.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} went out.</source>
        <translation>Рундата {round} заврши: {name} излезе.</translation>
    </message>
    <message>
        <source>Round {round} is over: You knocked.</source>
        <translation>Рундата {round} заврши: чукна.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} knocked.</source>
        <translation>Рундата {round} заврши: {name} чукна.</translation>
    </message>
    <message>
        <source>Round {round} is over: the stock ran out.</source>
        <translation>Рундата {round} заврши: купот се потроши.</translation>
    </message>
    <message>
        <source>The game is over: You win with {points} points.</source>
        <translation>Играта заврши: победи со {points} поени.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins with {points} points.</source>
        <translation>Играта заврши: {name} победи со {points} поени.</translation>
    </message>
    <message>
        <source>The game is over: {names} win with {points} points.</source>
        <translation>Играта заврши: {names} победија со {points} поени.</translation>
    </message>
    <message>
        <source>You take the upcard {card}.</source>
        <translation>Ја зеде отворената карта {card}.</translation>
    </message>
    <message>
        <source>{name} takes the upcard {card}.</source>
        <translation>{name} ја зеде отворената карта {card}.</translation>
    </message>
    <message>
        <source>You pass the upcard {card}.</source>
        <translation>Ја одби отворената карта {card}.</translation>
    </message>
    <message>
        <source>{name} passes the upcard {card}.</source>
        <translation>{name} ја одби отворената карта {card}.</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <translation>Извлече од купот.</translation>
    </message>
    <message>
        <source>{name} draws from the stock.</source>
        <translation>{name} извлече од купот.</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile.</source>
        <translation>Ја зеде {card} од фрлените карти.</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile.</source>
        <translation>{name} ја зеде {card} од фрлените карти.</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>Фрли {card}.</translation>
    </message>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name} фрли {card}.</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}.</source>
        <translation>Направи џин и фрли {card}.</translation>
    </message>
    <message>
        <source>{name} goes gin, discarding {card}.</source>
        <translation>{name} направи џин и фрли {card}.</translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>Чукна со %n поен во неспоени карти и фрли {card}.</numerusform>
            <numerusform>Чукна со %n поени во неспоени карти и фрли {card}.</numerusform>
            <numerusform>Чукна со %n поени во неспоени карти и фрли {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>{name} чукна со %n поен во неспоени карти и фрли {card}.</numerusform>
            <numerusform>{name} чукна со %n поени во неспоени карти и фрли {card}.</numerusform>
            <numerusform>{name} чукна со %n поени во неспоени карти и фрли {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n ({bonuses}).</source>
        <translation>
            <numerusform>Доби %n поен ({bonuses}).</numerusform>
            <numerusform>Доби %n поени ({bonuses}).</numerusform>
            <numerusform>Доби %n поени ({bonuses}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n ({bonuses}).</source>
        <translation>
            <numerusform>{name} доби %n поен ({bonuses}).</numerusform>
            <numerusform>{name} доби %n поени ({bonuses}).</numerusform>
            <numerusform>{name} доби %n поени ({bonuses}).</numerusform>
        </translation>
    </message>
    <message>
        <source>You go big gin with all eleven cards.</source>
        <translation>Направи голем џин со сите единаесет карти.</translation>
    </message>
    <message>
        <source>{name} goes big gin with all eleven cards.</source>
        <translation>{name} направи голем џин со сите единаесет карти.</translation>
    </message>
    <message>
        <source>no melds</source>
        <translation>без комбинации</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ништо</translation>
    </message>
    <message>
        <source>You spread {melds} and lay off {cards}.</source>
        <translation>Отвори: {melds}; закачи: {cards}.</translation>
    </message>
    <message>
        <source>{name} spreads {melds} and lays off {cards}.</source>
        <translation>{name} отвори: {melds}; закачи: {cards}.</translation>
    </message>
    <message>
        <source>You deal; the upcard is {card}.</source>
        <translation>Ти делиш; отворена карта е {card}.</translation>
    </message>
    <message>
        <source>{name} deals; the upcard is {card}.</source>
        <translation>Дели {name}; отворена карта е {card}.</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>само џин</translation>
    </message>
    <message>
        <source>knock with at most {limit}</source>
        <translation>чукање со најмногу {limit}</translation>
    </message>
    <message>
        <source>This round: {limit}, scores doubled.</source>
        <translation>Оваа рунда: {limit}, поените се удвојуваат.</translation>
    </message>
    <message>
        <source>This round: {limit}.</source>
        <translation>Оваа рунда: {limit}.</translation>
    </message>
    <message>
        <source>The round is drawn: the stock ran down to two cards. Nobody scores.</source>
        <translation>Рундата е нерешена: во купот останаа две карти. Никој не добива поени.</translation>
    </message>
    <message>
        <source>The round is over: You went big gin.</source>
        <translation>Рундата заврши: направи голем џин.</translation>
    </message>
    <message>
        <source>The round is over: {name} went big gin.</source>
        <translation>Рундата заврши: {name} направи голем џин.</translation>
    </message>
    <message>
        <source>The round is over: You went gin.</source>
        <translation>Рундата заврши: направи џин.</translation>
    </message>
    <message>
        <source>The round is over: {name} went gin.</source>
        <translation>Рундата заврши: {name} направи џин.</translation>
    </message>
    <message>
        <source>The round is over: You knocked.</source>
        <translation>Рундата заврши: чукна.</translation>
    </message>
    <message>
        <source>The round is over: {name} knocked.</source>
        <translation>Рундата заврши: {name} чукна.</translation>
    </message>
    <message>
        <source>You undercut.</source>
        <translation>Направи андеркат.</translation>
    </message>
    <message>
        <source>{name} undercut.</source>
        <translation>{name} направи андеркат.</translation>
    </message>
    <message>
        <source>The round counts double.</source>
        <translation>Рундата се брои двојно.</translation>
    </message>
    <message>
        <source>The game is over: You win.</source>
        <translation>Играта заврши: победи.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins.</source>
        <translation>Играта заврши: {name} победи.</translation>
    </message>
    <message>
        <source>The match is over: {names} share it with equal net totals of {points}.</source>
        <translation>Мечот заврши: {names} го делат со еднакви нето збирови од {points}.</translation>
    </message>
    <message>
        <source>The match is over: You win with a net total of {points} to {loser}.</source>
        <translation>Мечот заврши: победи со нето збир {points} наспроти {loser}.</translation>
    </message>
    <message>
        <source>The match is over: {name} wins with a net total of {points} to {loser}.</source>
        <translation>Мечот заврши: {name} победи со нето збир {points} наспроти {loser}.</translation>
    </message>
    <message>
        <source>You show {melds}, with {cards} as deadwood.</source>
        <translation>Отвори: {melds}; неспоени: {cards}.</translation>
    </message>
    <message>
        <source>{name} shows {melds}, with {cards} as deadwood.</source>
        <translation>{name} отвори: {melds}; неспоени: {cards}.</translation>
    </message>
</context>
<context>
    <name>GameResultDialog</name>
    <message>
        <source>Winner of the game: %1</source>
        <translation>Победник во играта: %1</translation>
    </message>
    <message>
        <source>The win is shared: %1</source>
        <translation>Победата е поделена: %1</translation>
    </message>
    <message>
        <source>%1 reached %2: the game is over.</source>
        <translation>%1 стигна до %2: играта заврши.</translation>
    </message>
    <message>
        <source>You reached %1: the game is over.</source>
        <translation>Ти стигна до %1: играта заврши.</translation>
    </message>
    <message>
        <source>Hoyle bonuses are off: the final scores are the points of the rounds.</source>
        <translation>Бонусите на Хојл се исклучени: конечниот резултат се поените од рундите.</translation>
    </message>
    <message>
        <source>Game %1: won by %2</source>
        <translation>Игра %1: победи %2</translation>
    </message>
    <message>
        <source>The match goes to the higher net total: the margins of the games each player won, bonuses included, added up.</source>
        <translation>Мечот го добива поголемиот нето збир: разликите во игрите што ги добил секој играч, со бонусите, собрани заедно.</translation>
    </message>
    <message>
        <source>The match is shared: %1 (equal net totals)</source>
        <translation>Мечот е поделен: %1 (еднакви нето збирови)</translation>
    </message>
    <message>
        <source>Winner of the match: %1</source>
        <translation>Победник во мечот: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Крај на играта</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Меч</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Добиени игри</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Нето збир</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Поени</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Добиени рунди</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Бонуси</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Конечен резултат</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Играј повторно</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points. Round bonus for every player (an option of this game): every player earns %3 for each round won, those who reached %1 too.</source>
        <translation>Стигнувањето до %1 носи %2 поени. Бонус за рунди за секој играч (опција на оваа игра): секој играч добива %3 за секоја добиена рунда, и оние што стигнаа до %1.</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points; every player who did not reach %1 earns %3 for each round won.</source>
        <translation>Стигнувањето до %1 носи %2 поени; секој играч што не стигна до %1 добива %3 за секоја добиена рунда.</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <extracomment>How much the game was won by, for screen readers: %1 the winner, %2 the points ahead of the next player.</extracomment>
        <translation>%1 победува со разлика од %2</translation>
    </message>
    <message>
        <source>Net totals: %1</source>
        <translation>Нето збирови: %1</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>Конечни резултати: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A Hollywood game&apos;s title (&quot;Game 1: won by Anna&quot;) and its final scores, for screen readers.</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>GinKnock</name>
    <message numerus="yes">
        <source>discarding {card} leaves %n deadwood: too much to knock ({limit} this round)</source>
        <translation>
            <numerusform>ако се фрли {card}, останува %n неспоен поен: премногу за чукање ({limit} во оваа рунда)</numerusform>
            <numerusform>ако се фрли {card}, остануваат %n неспоени поени: премногу за чукање ({limit} во оваа рунда)</numerusform>
            <numerusform>ако се фрли {card}, остануваат %n неспоени поени: премногу за чукање ({limit} во оваа рунда)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this spread leaves %n deadwood: too much to knock ({limit} this round)</source>
        <translation>
            <numerusform>ова отворање остава %n неспоен поен: премногу за чукање ({limit} во оваа рунда)</numerusform>
            <numerusform>ова отворање остава %n неспоени поени: премногу за чукање ({limit} во оваа рунда)</numerusform>
            <numerusform>ова отворање остава %n неспоени поени: премногу за чукање ({limit} во оваа рунда)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinPage</name>
    <message>
        <source>Hand</source>
        <translation>Рака</translation>
    </message>
    <message>
        <source>Top of the discard pile</source>
        <translation>Врвот на фрлените карти</translation>
    </message>
    <message>
        <source>Alternatives, by the expert level&apos;s average points of the round</source>
        <translation>Алтернативи, според просечните поени од рундата на експертското ниво</translation>
    </message>
    <message>
        <source>Round %1, your decision %2 (%3 of %4)</source>
        <translation>Рунда %1, твоја одлука %2 (%3 од %4)</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Земи ја отворената карта</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Пропушти ја отворената карта</translation>
    </message>
    <message>
        <source>Draw from the discard pile</source>
        <translation>Извлечи од фрлените карти</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Извлечи од купот</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Фрли %1</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>Чукни, фрлајќи %1</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>Сè уште не е анализирано</translation>
    </message>
    <message>
        <source> (your choice)</source>
        <translation> (твој избор)</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Алтернатива</translation>
    </message>
    <message>
        <source>Points of the round</source>
        <translation>Поени од рундата</translation>
    </message>
    <message>
        <source>Round %1, decision %2</source>
        <extracomment>A line of the review&apos;s list of decisions: %1 the round, %2 the person&apos;s decision in it.</extracomment>
        <translation>Рунда %1, одлука %2</translation>
    </message>
    <message>
        <source>%1: %2 lost</source>
        <extracomment>%1 is the decision (&quot;Round 1, decision 2&quot;), %2 the average points lost (&quot;3.2&quot;).</extracomment>
        <translation>%1: %2 изгубени поени во просек</translation>
    </message>
    <message>
        <source>%1: best choice</source>
        <translation>%1: најдобар избор</translation>
    </message>
    <message>
        <source>Big mistake: %1 points lost on average.</source>
        <translation>Голема грешка: во просек изгубени %1 поени.</translation>
    </message>
    <message>
        <source>%1 points lost on average.</source>
        <translation>Во просек изгубени %1 поени.</translation>
    </message>
    <message>
        <source>Best choice.</source>
        <translation>Најдобар избор.</translation>
    </message>
    <message>
        <source>Points lost on average in the game: %1.</source>
        <translation>Просечно изгубени поени во играта: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistakes (each worth %1 points or more).</source>
        <translation>
            <numerusform>%n голема грешка (секоја вредна %1 поени или повеќе).</numerusform>
            <numerusform>%n големи грешки (секоја вредна %1 поени или повеќе).</numerusform>
            <numerusform>%n големи грешки (секоја вредна %1 поени или повеќе).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinRules</name>
    <message>
        <source>the game is over</source>
        <translation>играта заврши</translation>
    </message>
    <message>
        <source>upcard offer</source>
        <translation>нудење на отворената карта</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>влечење</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>фрлање</translation>
    </message>
    <message>
        <source>layoff</source>
        <translation>закачување карти</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>крај на рундата</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>крај на играта</translation>
    </message>
    <message>
        <source>not now: the game is in the {phase} phase</source>
        <translation>не сега: играта е во фазата {phase}</translation>
    </message>
    <message>
        <source>both players passed the upcard: the non-dealer now draws from the stock</source>
        <translation>двајцата играчи ја одбија отворената карта: сега од купот влече тој што не делеше</translation>
    </message>
    <message>
        <source>the upcard is on offer first: take it or pass</source>
        <translation>прво се нуди отворената карта: земи ја или кажи пас</translation>
    </message>
    <message>
        <source>on the first turn the upcard is offered: take it or pass it</source>
        <translation>во првиот потег се нуди отворената карта: земи ја или кажи пас</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} не е во твојата рака</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile and may not be discarded this turn</source>
        <translation>{card} штотуку е земена од фрлените карти и не смее да се фрли во овој потег</translation>
    </message>
    <message>
        <source>only gin is allowed</source>
        <translation>дозволен е само џин</translation>
    </message>
    <message>
        <source>at most {limit}</source>
        <translation>најмногу {limit}</translation>
    </message>
    <message>
        <source>big gin is not played in this game (it is an option)</source>
        <translation>во оваа игра не се игра голем џин (тоа е опција)</translation>
    </message>
    <message>
        <source>big gin needs all 11 cards melded (deadwood: {points})</source>
        <translation>за голем џин сите 11 карти мора да се споени (неспоени: {points})</translation>
    </message>
    <message>
        <source>{card} is used twice in the spread</source>
        <translation>{card} е употребена двапати при отворањето</translation>
    </message>
    <message>
        <source>{cards} is not a meld: {problem}</source>
        <translation>{cards} не е комбинација: {problem}</translation>
    </message>
    <message>
        <source>there is no knocker&apos;s meld number {index} to lay off on</source>
        <translation>тој што чукна нема комбинација број {index} на која може да се закачува</translation>
    </message>
    <message>
        <source>lay-offs on the knocker&apos;s meld number {index} must be given together</source>
        <translation>картите што се закачуваат на комбинацијата број {index} на тој што чукна мора да се дадат заедно</translation>
    </message>
    <message>
        <source>no cards are laid off on the knocker&apos;s meld number {index}</source>
        <translation>на комбинацијата број {index} на тој што чукна не се закачени карти</translation>
    </message>
    <message>
        <source>{cards} cannot be laid off on {meld}: {problem}</source>
        <translation>{cards} не може да се закачи на {meld}: {problem}</translation>
    </message>
    <message>
        <source>all your cards meld: this knock is gin, spread with no deadwood</source>
        <translation>сите твои карти се во комбинации: ова чукање е џин и се отвора без неспоени карти</translation>
    </message>
    <message>
        <source>{card} is the card you discard: it cannot be spread</source>
        <translation>{card} е картата што ја фрлаш: не може да се отвори</translation>
    </message>
</context>
<context>
    <name>GinScene</name>
    <message>
        <source>The stock: click it or drag its top card into your hand to draw.</source>
        <translation>Купот: за да влечеш, кликни на него или пренеси ја горната карта во раката.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Чукни</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Фрлени карти</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Неспоени %1</translation>
    </message>
    <message>
        <source>Deadwood %1 after lay-offs</source>
        <translation>Неспоени %1 по закачувањето</translation>
    </message>
    <message>
        <source>Deadwood %1 after discarding %2</source>
        <translation>Неспоени %1 откако ќе се фрли %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Over your Gin hand while it is your move: &quot;Your turn&quot; (%1), then the deadwood line (%2).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Само џин</translation>
    </message>
    <message>
        <source>Knock with %1 or less</source>
        <translation>Чукање со %1 или помалку</translation>
    </message>
    <message>
        <source>Spades: scores doubled</source>
        <translation>Пик: поените се удвојуваат</translation>
    </message>
    <message>
        <source>You knocked: you are laying off.</source>
        <translation>Чукна: ти закачуваш карти.</translation>
    </message>
    <message>
        <source>You knocked: %1 is laying off.</source>
        <translation>Чукна: %1 закачува карти.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Земи %1</translation>
    </message>
    <message>
        <source>You can knock only on your own turn.</source>
        <translation>Може да чукнеш само кога си на потег.</translation>
    </message>
    <message>
        <source>Your opponent knocked: lay your cards off on the melds, then choose Done.</source>
        <translation>Противникот чукна: закачи ги картите на комбинациите, па избери Готово.</translation>
    </message>
    <message>
        <source>Draw a card first: you knock as you discard.</source>
        <translation>Прво извлечи карта: се чука при фрлање.</translation>
    </message>
    <message>
        <source>You can&apos;t knock now.</source>
        <translation>Сега не можеш да чукнеш.</translation>
    </message>
    <message>
        <source>Only gin ends this round, and your deadwood is at least %1.</source>
        <translation>Оваа рунда ја завршува само џин, а твоите неспоени карти носат најмалку %1.</translation>
    </message>
    <message>
        <source>You can&apos;t knock: your deadwood is at least %1, more than %2.</source>
        <translation>Не можеш да чукнеш: твоите неспоени карти носат најмалку %1, повеќе од %2.</translation>
    </message>
    <message>
        <source>Select one card of your hand first, then lay it off on a meld.</source>
        <translation>Прво избери една карта од раката, па закачи ја на комбинација.</translation>
    </message>
    <message>
        <source>Take the upcard, then discard.</source>
        <translation>Земи ја отворената карта, па фрли една.</translation>
    </message>
    <message numerus="yes">
        <source>You knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>Чукна со %n поен во неспоени карти: закачи ги твоите карти на комбинациите.</numerusform>
            <numerusform>Чукна со %n поени во неспоени карти: закачи ги твоите карти на комбинациите.</numerusform>
            <numerusform>Чукна со %n поени во неспоени карти: закачи ги твоите карти на комбинациите.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>%1 чукна со %n поен во неспоени карти: закачи ги твоите карти на комбинациите.</numerusform>
            <numerusform>%1 чукна со %n поени во неспоени карти: закачи ги твоите карти на комбинациите.</numerusform>
            <numerusform>%1 чукна со %n поени во неспоени карти: закачи ги твоите карти на комбинациите.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Refuse the upcard.</source>
        <translation>Одбиј ја отворената карта.</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Џин</translation>
    </message>
    <message>
        <source>Go gin, discarding %1.</source>
        <translation>Направи џин и фрли %1.</translation>
    </message>
    <message>
        <source>Knock, discarding %1 (deadwood %2).</source>
        <translation>Чукни и фрли %1 (неспоени %2).</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Голем џин</translation>
    </message>
    <message>
        <source>All 11 cards meld: go big gin without discarding.</source>
        <translation>Сите 11 карти се споени: направи голем џин без фрлање.</translation>
    </message>
    <message>
        <source>Best lay-off</source>
        <translation>Најдобро закачување</translation>
    </message>
    <message>
        <source>Lay off and meld your cards the best way.</source>
        <translation>Закачи ги картите и подреди ги во комбинации на најдобар начин.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Spread your hand with the cards laid off so far.</source>
        <translation>Отвори ја раката со картите закачени досега.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>По боја</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>По вредност</translation>
    </message>
    <message>
        <source>Group your hand by melds, deadwood last.</source>
        <translation>Подреди ја раката по комбинации, неспоените на крај.</translation>
    </message>
    <message>
        <source>Sort your hand by suit.</source>
        <translation>Подреди ја раката по боја.</translation>
    </message>
    <message>
        <source>Sort your hand by rank.</source>
        <translation>Подреди ја раката по вредност.</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>Да направиш џин и да фрлиш %1?</translation>
    </message>
    <message numerus="yes">
        <source>Knock, discarding %1? You spread with %n deadwood.</source>
        <translation>
            <numerusform>Да чукнеш и да фрлиш %1? Ќе отвориш со %n поен во неспоени карти.</numerusform>
            <numerusform>Да чукнеш и да фрлиш %1? Ќе отвориш со %n поени во неспоени карти.</numerusform>
            <numerusform>Да чукнеш и да фрлиш %1? Ќе отвориш со %n поени во неспоени карти.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go big gin with all 11 cards?</source>
        <translation>Да направиш голем џин со сите 11 карти?</translation>
    </message>
    <message>
        <source>You took %1 from the pile this turn: discard another card.</source>
        <translation>Во овој потег ја зеде %1 од фрлените: фрли друга карта.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile.</source>
        <translation>Прво влечи карта: од купот или од фрлените карти.</translation>
    </message>
    <message>
        <source>The upcard is on offer first: take it or pass.</source>
        <translation>Прво се нуди отворената карта: земи ја или кажи пас.</translation>
    </message>
    <message>
        <source>Lay cards off onto the knocker&apos;s melds, not onto his deadwood.</source>
        <translation>Закачувај карти на комбинациите на тој што чукнал, не на неговите неспоени карти.</translation>
    </message>
    <message>
        <source>%1 does not fit on that meld.</source>
        <translation>%1 не оди на таа комбинација.</translation>
    </message>
    <message>
        <source>That spread is not allowed; take the lay-offs back and try again.</source>
        <translation>Тоа отворање не е дозволено; врати ги закачените карти и обиди се повторно.</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Совет</translation>
    </message>
    <message>
        <source>The hint&apos;s plan</source>
        <translation>Планот на советот</translation>
    </message>
</context>
<context>
    <name>HintPlan</name>
    <message>
        <source>Your table is the best play (points: %1): End turn.</source>
        <translation>Твојата маса е најдобриот потег (поени: %1): Заврши потег.</translation>
    </message>
    <message numerus="yes">
        <source>Play %1 (points: %2) in %n steps:</source>
        <translation>
            <numerusform>Одиграј %1 (поени: %2) во %n чекор:</numerusform>
            <numerusform>Одиграј %1 (поени: %2) во %n чекори:</numerusform>
            <numerusform>Одиграј %1 (поени: %2) во %n чекори:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (the best found in the time)</source>
        <extracomment>A hint that is the best play the search found before its time ran out: %1 is the hint.</extracomment>
        <translation>%1 (најдоброто што се најде во расположливото време)</translation>
    </message>
    <message numerus="yes">
        <source>%n more steps in the Hint panel.</source>
        <extracomment>Under the first step of a hint&apos;s plan on the table; the other steps are listed in the Hint panel.</extracomment>
        <translation>
            <numerusform>Уште %n чекор во панелот Совет.</numerusform>
            <numerusform>Уште %n чекори во панелот Совет.</numerusform>
            <numerusform>Уште %n чекори во панелот Совет.</numerusform>
        </translation>
    </message>
    <message>
        <source>No play is possible from the table and hand your turn began with: Reset turn puts the table back.</source>
        <translation>Нема можен потег од масата и раката со кои започна потегот: Почни го потегот одново ја враќа масата.</translation>
    </message>
    <message>
        <source>No play: draw a card.</source>
        <translation>Нема потег: влечи карта.</translation>
    </message>
    <message>
        <source>No play: end your turn.</source>
        <translation>Нема потег: заврши го потегот.</translation>
    </message>
    <message>
        <source>%1 from your hand</source>
        <translation>%1 од твојата рака</translation>
    </message>
    <message>
        <source>%1 from the freed jokers</source>
        <translation>%1 од ослободените џокери</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 од %2</translation>
    </message>
    <message>
        <source>take %1 back into your hand</source>
        <translation>врати ги %1 во раката</translation>
    </message>
    <message>
        <source>put %1 on the joker in %2: the joker is free</source>
        <translation>стави %1 на џокерот во %2: џокерот е ослободен</translation>
    </message>
    <message>
        <source>new meld %1 of %2</source>
        <translation>нова комбинација %1 од %2</translation>
    </message>
    <message>
        <source>double-click the joker in %1 and choose %2</source>
        <translation>кликни двапати на џокерот во %1 и избери %2</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>премести %1 во %2</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Совети има само кога си на потег.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Влечи од купот.</translation>
    </message>
    <message>
        <source>Take the %1 from the pile.</source>
        <translation>Земи ја %1 од фрлените карти.</translation>
    </message>
    <message>
        <source>Pass on the %1.</source>
        <translation>Не ја земај %1, кажи пас.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1.</source>
        <translation>Чукни и фрли ја %1.</translation>
    </message>
    <message>
        <source>Discard the %1.</source>
        <translation>Фрли ја %1.</translation>
    </message>
    <message>
        <source>Go big gin.</source>
        <translation>Направи голем џин.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1: about 1 in %2 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks like it one is undercut in (&quot;about 1 in 3&quot;), %3 the opponent&apos;s name.</extracomment>
        <translation>Чукни и фрли ја %1: шансата %3 да ти направи андеркат е околу 1 од %2.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1: about %2 in 10 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks in 10 like it are undercut, %3 the opponent&apos;s name.</extracomment>
        <translation>Чукни и фрли ја %1: шансата %3 да ти направи андеркат е околу %2 од 10.</translation>
    </message>
    <message>
        <source>Lay off %1, then spread your melds.</source>
        <translation>Закачи %1, па отвори ги комбинациите.</translation>
    </message>
    <message>
        <source>Nothing to lay off: spread your melds.</source>
        <translation>Нема што да се закачи: отвори ги комбинациите.</translation>
    </message>
    <message>
        <source>Deal the next round.</source>
        <translation>Подели ја следната рунда.</translation>
    </message>
    <message>
        <source>No hint this time: the computer ran out of time.</source>
        <translation>Овој пат нема совет: на компјутерот му истече времето.</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not find a move.</source>
        <translation>Овој пат нема совет: компјутерот не најде потег.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Влечи карта.</translation>
    </message>
    <message>
        <source>Knock: end the round now.</source>
        <translation>Чукни: заврши ја рундата сега.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Заврши го потегот.</translation>
    </message>
</context>
<context>
    <name>JokerDialog</name>
    <message>
        <source>Joker</source>
        <translation>Џокер</translation>
    </message>
    <message>
        <source>More than one card makes this meld legal with the joker.
Which card does the joker stand for?</source>
        <translation>Повеќе од една карта ја прават оваа комбинација дозволена со џокерот.
Која карта ја заменува џокерот?</translation>
    </message>
    <message>
        <source>The joker is %1</source>
        <translation>Џокерот е %1</translation>
    </message>
</context>
<context>
    <name>JsonFiles</name>
    <message>
        <source>an object</source>
        <translation>објект</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>листа</translation>
    </message>
    <message>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>цел број</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>децимален број</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>точно или неточно (true/false)</translation>
    </message>
    <message>
        <source>null</source>
        <translation>празна вредност (null)</translation>
    </message>
    <message>
        <source>it could not be read ({error}).</source>
        <translation>не можеше да се прочита ({error}).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>датотеката е празна.</translation>
    </message>
    <message>
        <source>it is not a text file (it is not UTF-8).</source>
        <translation>не е текстуална датотека (не е во UTF-8).</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than such a file ever is ({limit} MB at most).</source>
        <translation>има {size} MB, многу повеќе отколку што може да има таква датотека (најмногу {limit} MB).</translation>
    </message>
    <message>
        <source>it ends too early: the file is cut short (truncated).</source>
        <translation>завршува прерано: датотеката е пресечена (скратена).</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column}: {error}).</source>
        <translation>не е исправен JSON (ред {line}, колона {column}: {error}).</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>се очекува вредност</translation>
    </message>
    <message>
        <source>a field name in double quotes is missing</source>
        <translation>се очекува име на поле во двојни наводници</translation>
    </message>
    <message>
        <source>a &apos;:&apos; is missing</source>
        <translation>се очекува двоточка &apos;:&apos;</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing</source>
        <translation>се очекува запирка &apos;,&apos;</translation>
    </message>
    <message>
        <source>there is more after the end of the data</source>
        <translation>вишок податоци по крајот</translation>
    </message>
    <message>
        <source>a control character stands inside a text</source>
        <translation>неважечки контролен знак</translation>
    </message>
    <message>
        <source>a backslash starts an escape that does not exist</source>
        <translation>неважечка ескејп-секвенца (\)</translation>
    </message>
    <message>
        <source>a \u escape without its four hexadecimal digits</source>
        <translation>неважечка ескејп-секвенца \uXXXX</translation>
    </message>
    <message>
        <source>a comma stands just before the end of an object</source>
        <translation>недозволена запирка пред крајот на објектот</translation>
    </message>
    <message>
        <source>a comma stands just before the end of a list</source>
        <translation>недозволена запирка пред крајот на листата</translation>
    </message>
    <message>
        <source>the field “{key}” appears twice.</source>
        <translation>полето „{key}“ се појавува двапати.</translation>
    </message>
    <message>
        <source>it holds a number with {digits} digits, far larger than the app ever writes.</source>
        <translation>содржи број со {digits} цифри, многу поголем од кој било број што го запишува апликацијата.</translation>
    </message>
    <message>
        <source>it holds a number too large to use ({number}).</source>
        <translation>содржи број што е преголем за да се користи ({number}).</translation>
    </message>
    <message>
        <source>it holds “{name}”, which is not a number the app can use.</source>
        <translation>содржи „{name}“, што не е број што апликацијата може да го користи.</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep, which the app never writes.</source>
        <translation>вгнездена е во повеќе од {depth} нивоа, а апликацијата никогаш не запишува толку длабоко.</translation>
    </message>
    <message>
        <source>it holds text that is not valid Unicode.</source>
        <translation>содржи текст што не е исправен Unicode.</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>Move the card cursor along a row</source>
        <translation>Помести го курсорот по редот</translation>
    </message>
    <message>
        <source>Move the card cursor to the row above or below</source>
        <translation>Помести го курсорот во редот горе или долу</translation>
    </message>
    <message>
        <source>Select or deselect the card under the cursor</source>
        <translation>Избери ја или откажи ја картата под курсорот</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Исчисти го изборот</translation>
    </message>
    <message>
        <source>Move the card cursor to the next or previous area: your hand, the melds, the stock, the pile, the buttons</source>
        <translation>Премести го курсорот на следниот или претходниот дел: твојата рака, комбинациите, купот, фрлените карти, копчињата</translation>
    </message>
    <message>
        <source>Read the table aloud, meld by meld</source>
        <translation>Прочитај ја масата на глас, комбинација по комбинација</translation>
    </message>
    <message>
        <source>Read your hand aloud (Gin: its melds and deadwood)</source>
        <translation>Прочитај ја твојата рака на глас (Џин: комбинациите и неспоените)</translation>
    </message>
    <message>
        <source>Read the scores aloud</source>
        <translation>Прочитај ги поените на глас</translation>
    </message>
    <message>
        <source>Read whose turn it is and what to do</source>
        <translation>Прочитај чиј е редот и што да се прави</translation>
    </message>
    <message>
        <source>Read the game log line by line, back from the newest, and forward again</source>
        <translation>Прочитај го дневникот ред по ред, наназад од најновиот, и пак нанапред</translation>
    </message>
    <message>
        <source>Move the selected cards into the meld under the cursor, after its card, or into your hand</source>
        <translation>Премести ги избраните карти во комбинацијата под курсорот, по нејзината карта, или во раката</translation>
    </message>
    <message>
        <source>Make a new meld of the selected cards</source>
        <translation>Направи нова комбинација од избраните карти</translation>
    </message>
    <message>
        <source>Split the meld under the cursor after its card</source>
        <translation>Раздели ја комбинацијата под курсорот по нејзината карта</translation>
    </message>
    <message>
        <source>Choose the card the joker under the cursor stands for</source>
        <translation>Избери која карта ја заменува џокерот под курсорот</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Влечи карта</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Заврши го потегот</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Чукни</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Извлечи од купот</translation>
    </message>
    <message>
        <source>Take the card on the discard pile</source>
        <translation>Земи ја картата од фрлените</translation>
    </message>
    <message>
        <source>Pass on the first upcard</source>
        <translation>Кажи пас за првата отворена карта</translation>
    </message>
    <message>
        <source>Discard the selected card, else the card under the cursor; on the stock, the pile or a button: use it</source>
        <translation>Фрли ја избраната карта, инаку картата под курсорот; на купот, фрлените карти или копче: употреби го</translation>
    </message>
    <message>
        <source>While you lay off: on a card of your hand, select it; on the opponent&apos;s meld, lay the selected card off there</source>
        <translation>Додека закачуваш: на карта од твојата рака, избери ја; на комбинација на противникот, закачи ја избраната карта таму</translation>
    </message>
    <message>
        <source>Knock (or go gin), discarding the selected card, else the card under the cursor</source>
        <translation>Чукни (или Џин), отфрлајќи ја избраната карта, инаку картата под курсорот</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>скриена карта</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Ништо не е избрано.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Избрани: %1</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, избрана</translation>
    </message>
    <message>
        <source>Your hand, card %1 of %2: %3</source>
        <translation>Твојата рака, карта %1 од %2: %3</translation>
    </message>
    <message>
        <source>%1, to move</source>
        <translation>%1, на потег</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in your hand</source>
        <translation>%1, %2 од %3 во твојата рака</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Твојата рака</translation>
    </message>
    <message>
        <source>Table, meld %1 of %2, card %3 of %4: %5</source>
        <translation>Маса, комбинација %1 од %2, карта %3 од %4: %5</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>Ослободениот џокер мора да се врати во комбинација пред да го завршиш потегот.</translation>
    </message>
    <message>
        <source>Freed joker %1 of %2: %3</source>
        <translation>Ослободен џокер %1 од %2: %3</translation>
    </message>
    <message>
        <source>Meld %1: %2</source>
        <translation>Комбинација %1: %2</translation>
    </message>
    <message>
        <source>%1, freed joker %2 of %3</source>
        <translation>%1, ослободен џокер %2 од %3</translation>
    </message>
    <message>
        <source>Freed jokers</source>
        <translation>Ослободени џокери</translation>
    </message>
    <message>
        <source>Freed jokers: %1</source>
        <translation>Ослободени џокери: %1</translation>
    </message>
    <message>
        <source>No melds on the table.</source>
        <translation>Нема комбинации на масата.</translation>
    </message>
    <message>
        <source>not legal: %1</source>
        <translation>не е дозволено: %1</translation>
    </message>
    <message>
        <source>a group, legal</source>
        <translation>група, дозволена</translation>
    </message>
    <message>
        <source>a sequence, legal</source>
        <translation>низа, дозволена</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Select cards with Space first, then press N for a new meld.</source>
        <translation>Прво избери карти со Space, па притисни N за нова комбинација.</translation>
    </message>
    <message>
        <source>New meld %1: %2</source>
        <translation>Нова комбинација %1: %2</translation>
    </message>
    <message>
        <source>Split into %1 and %2</source>
        <extracomment>The S key&apos;s result: the two melds a meld was split into (%1, %2: &quot;Meld A: …&quot;).</extracomment>
        <translation>Поделено на %1 и %2</translation>
    </message>
    <message>
        <source>Select cards with Space first, then move the cursor where they go and press Return.</source>
        <translation>Прво избери карти со Space, па однеси го курсорот каде што одат и притисни Return.</translation>
    </message>
    <message>
        <source>Put the cursor on a meld or in your hand, then press Return.</source>
        <translation>Стави го курсорот на комбинација или во раката, па притисни Return.</translation>
    </message>
    <message>
        <source>Moved to meld %1: %2</source>
        <translation>Преместено во комбинација %1: %2</translation>
    </message>
    <message>
        <source>Back in your hand: %1</source>
        <translation>Повторно во твојата рака: %1</translation>
    </message>
    <message>
        <source>Stock, cards left: %1</source>
        <translation>Куп, преостанати карти: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Фрлени карти: %1</translation>
    </message>
    <message>
        <source>Meld %1 of %2 to lay off on: %3</source>
        <translation>Комбинација %1 од %2 за закачување: %3</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in meld %4</source>
        <translation>%1, %2 од %3 во комбинација %4</translation>
    </message>
    <message>
        <source>Button: %1</source>
        <translation>Копче: %1</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Твојата рака е празна.</translation>
    </message>
    <message>
        <source>Meld: %1</source>
        <translation>Комбинација: %1</translation>
    </message>
    <message>
        <source>Deadwood %1: %2</source>
        <translation>Неспоени %1: %2</translation>
    </message>
    <message>
        <source>%1 selected: put the cursor on a meld and press Return to lay it off.</source>
        <translation>%1 е избрана: стави го курсорот на комбинација и притисни Enter за да ја закачиш.</translation>
    </message>
    <message>
        <source>You can pass only on the first upcard, while it is on offer to you.</source>
        <translation>Пас може да кажеш само за првата отворена карта, додека ти е понудена.</translation>
    </message>
    <message>
        <source>%1 selected, %2 selected</source>
        <translation>%1 е избрана, избрани се %2</translation>
    </message>
    <message>
        <source>%1 deselected, %2 selected</source>
        <translation>%1 не е повеќе избрана, избрани се %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Вратено: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Нема што да се врати.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Сè уште ништо не се случило.</translation>
    </message>
    <message>
        <source>Line %1 of %2: %3</source>
        <translation>Ред %1 од %2: %3</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>Сè уште нема поени.</translation>
    </message>
</context>
<context>
    <name>KnockConfirmation</name>
    <message>
        <source>End the round?</source>
        <translation>Да заврши рундата?</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>Дневник на играта</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>&amp;Copy game log</source>
        <translation>Копи&amp;рај го дневникот на играта</translation>
    </message>
    <message>
        <source>E&amp;xport game log…</source>
        <translation>Из&amp;вези го дневникот на играта…</translation>
    </message>
    <message>
        <source>The game log is on the clipboard.</source>
        <translation>Дневникот на играта е копиран во клипбордот.</translation>
    </message>
    <message>
        <source>Export game log</source>
        <translation>Извези го дневникот на играта</translation>
    </message>
    <message>
        <source>The game log could not be saved to %1: %2.</source>
        <translation>Дневникот на играта не можеше да се зачува во %1: %2.</translation>
    </message>
    <message>
        <source>Game log saved to %1.</source>
        <translation>Дневникот на играта е зачуван во %1.</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстуални датотеки (*.txt);;Сите датотеки (*)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scores</source>
        <translation>Резултати</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Излез</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Врати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повтори</translation>
    </message>
    <message>
        <source>Reset &amp;turn</source>
        <translation>Почни го потегот &amp;одново</translation>
    </message>
    <message>
        <source>Put the table and your hand back as they were when your turn began</source>
        <translation>Врати ги масата и раката како што беа на почетокот на потегот</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Влечи</translation>
    </message>
    <message>
        <source>Draw a card from the stock</source>
        <translation>Влечи карта од купот</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Заврши потег</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Чукни</translation>
    </message>
    <message>
        <source>End the round now</source>
        <translation>Заврши ја рундата сега</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Следна рунда</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Подели ја следната рунда</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Подреди по &amp;боја</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Подреди ја раката по боја</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Подреди по вр&amp;едност</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Подреди ја раката по вредност</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>С&amp;овет</translation>
    </message>
    <message>
        <source>Show the best move</source>
        <translation>Покажи го најдобриот потег</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>Покажи &amp;ми</translation>
    </message>
    <message>
        <source>Lay out the table the hint leads to, at once (one step to undo)</source>
        <translation>Постави ја одеднаш масата до која води советот (еден чекор за враќање)</translation>
    </message>
    <message>
        <source>&amp;About Rummy Desktop</source>
        <translation>&amp;За Rummy Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Уреди</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Потег</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>П&amp;риказ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>По&amp;мош</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Потег</translation>
    </message>
    <message>
        <source>%1 — seed %2</source>
        <translation>%1 — делење %2</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>Делење: %1</translation>
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation>Предај го компјутерот на %1.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Игра %1…</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot seat: the turn line named for the person whose turn it is (%1), before what to do (%2).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>You can&apos;t end the turn yet:</source>
        <translation>Сè уште не можеш да го завршиш потегот:</translation>
    </message>
    <message>
        <source>Gin only this round · scores double</source>
        <translation>Во оваа рунда само џин · поените се удвојуваат</translation>
    </message>
    <message>
        <source>Gin only this round</source>
        <translation>Во оваа рунда само џин</translation>
    </message>
    <message>
        <source>Knock limit this round: %1 · scores double</source>
        <translation>Граница за чукање во оваа рунда: %1 · поените се удвојуваат</translation>
    </message>
    <message>
        <source>Knock limit this round: %1</source>
        <translation>Граница за чукање во оваа рунда: %1</translation>
    </message>
    <message>
        <source>Hollywood: three games scored at once</source>
        <translation>Холивуд: три игри се бележат истовремено</translation>
    </message>
    <message>
        <source>Knock with at most %1</source>
        <translation>Чукање со најмногу %1</translation>
    </message>
    <message>
        <source>%1, a program: %2.</source>
        <translation>%1, програма: %2.</translation>
    </message>
    <message>
        <source>%1 tried a move the rules refuse (%2) and plays safe instead.</source>
        <translation>%1 се обиде со потег што правилата не го дозволуваат (%2), па игра сигурно.</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>Да го завршиш потегот?</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %n points in hand and end the round?</source>
        <translation>
            <numerusform>Да чукнеш со %n поен в рака и да заврши рундата?</numerusform>
            <numerusform>Да чукнеш со %n поени в рака и да заврши рундата?</numerusform>
            <numerusform>Да чукнеш со %n поени в рака и да заврши рундата?</numerusform>
        </translation>
    </message>
    <message>
        <source>About Rummy Desktop</source>
        <translation>За Rummy Desktop</translation>
    </message>
    <message>
        <source>Manipulation Rummy and Gin Rummy against the computer or with friends.</source>
        <translation>Реми манипулација и џин реми против компјутерот или со пријатели.</translation>
    </message>
    <message>
        <source>Rummy Desktop is free software under the MIT licence. It contains Qt and PySide6 (GNU LGPL version 3), Python (PSF licence) and ICU (Unicode licence), whose licence texts are installed with it in its licenses folder.</source>
        <translation>Rummy Desktop е слободен софтвер под лиценцата MIT. Содржи Qt и PySide6 (GNU LGPL верзија 3), Python (лиценца PSF) и ICU (лиценца Unicode), чии текстови на лиценците се инсталирани заедно со него во папката licenses.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;За Qt</translation>
    </message>
</context>
<context>
    <name>ManipulationPage</name>
    <message>
        <source>Table at the start of the turn</source>
        <translation>Масата на почетокот на потегот</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рака</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Твојот потег</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>Најдобар потег</translation>
    </message>
    <message>
        <source>Round %1, your turn %2 (%3 of %4)</source>
        <translation>Рунда %1, твој потег %2 (%3 од %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n points played from hand</source>
        <translation>
            <numerusform>%n поен одигран од рака</numerusform>
            <numerusform>%n поени одиграни од рака</numerusform>
            <numerusform>%n поени одиграни од рака</numerusform>
        </translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Без одиграни карти</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>Сè уште не е анализирано</translation>
    </message>
    <message>
        <source>%1 (the best found in the time given)</source>
        <translation>%1 (најдоброто пронајдено во даденото време)</translation>
    </message>
    <message>
        <source>Round %1, turn %2</source>
        <extracomment>A line of the review&apos;s list of turns: %1 the round, %2 the person&apos;s turn in it.</extracomment>
        <translation>Рунда %1, потег %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n missed</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;).</extracomment>
        <translation>
            <numerusform>%1: %n пропуштен поен</numerusform>
            <numerusform>%1: %n пропуштени поени</numerusform>
            <numerusform>%1: %n пропуштени поени</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a draw decision unlike the expert level&apos;s</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;): its play was the best, but it drew again (or stopped drawing) where the expert level would not have.</extracomment>
        <translation>%1: одлука за влечење различна од таа на нивото Експерт</translation>
    </message>
    <message>
        <source>%1: best play</source>
        <translation>%1: најдобар потег</translation>
    </message>
    <message numerus="yes">
        <source>%n points missed: the best play was worth more.</source>
        <translation>
            <numerusform>%n поен пропуштен: најдобриот потег вредеше повеќе.</numerusform>
            <numerusform>%n поени пропуштени: најдобриот потег вредеше повеќе.</numerusform>
            <numerusform>%n поени пропуштени: најдобриот потег вредеше повеќе.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play: nothing missed.</source>
        <translation>Најдобар потег: ништо не е пропуштено.</translation>
    </message>
    <message numerus="yes">
        <source>It plays %n more cards from your hand.</source>
        <translation>
            <numerusform>Тој игра уште %n карта од твојата рака.</numerusform>
            <numerusform>Тој игра уште %n карти од твојата рака.</numerusform>
            <numerusform>Тој игра уште %n карти од твојата рака.</numerusform>
        </translation>
    </message>
    <message>
        <source>It plays cards worth more from your hand.</source>
        <translation>Тој игра карти од твојата рака што вредат повеќе.</translation>
    </message>
    <message>
        <source>It takes apart %1, which your play left whole.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>Тој раздвојува %1, што твојот потег не го направи.</translation>
    </message>
    <message>
        <source>It frees the joker in %1 and uses it again.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>Тој го ослободува џокерот од %1 и повторно го користи.</translation>
    </message>
    <message>
        <source>After draw %1 you drew again where the expert level plays (the best play was worth %2 then).</source>
        <extracomment>%1 is 1 or 2 (the draws made this turn), %2 the points the best play was worth then.</extracomment>
        <translation>По влечењето %1 влечеше повторно, каде што нивото Експерт игра (најдобриот потег тогаш вредеше %2).</translation>
    </message>
    <message>
        <source>After draw %1 you played where the expert level draws again: the best play was worth only %2, and the stock still held %3.</source>
        <translation>По влечењето %1 одигра, каде што нивото Експерт влече повторно: најдобриот потег вредеше само %2, а во купот имаше уште %3.</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>рунда %1: %2</translation>
    </message>
    <message>
        <source>Points missed in the game: %1 (%2)</source>
        <translation>Пропуштени поени во играта: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw decisions unlike the expert level&apos;s: %1 of %2.</source>
        <extracomment>%1 of %2 draw decisions (stopping after the first or second draw, or drawing again) differ from the expert level&apos;s.</extracomment>
        <translation>Одлуки за влечење различни од тие на нивото Експерт: %1 од %2.</translation>
    </message>
</context>
<context>
    <name>ManipulationRules</name>
    <message>
        <source>every turn starts with a draw from the stock</source>
        <translation>секој потег почнува со влечење од купот</translation>
    </message>
    <message>
        <source>meld or draw again</source>
        <translation>спушти карти или влечи повторно</translation>
    </message>
    <message>
        <source>your turn is over; knock or end it</source>
        <translation>твојот потег заврши; чукни или заврши го</translation>
    </message>
    <message>
        <source>meld or end your turn</source>
        <translation>спушти карти или заврши го потегот</translation>
    </message>
    <message>
        <source>the round is over; deal the next round</source>
        <translation>рундата заврши; подели ја следната</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>играта заврши</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>влечеш</translation>
    </message>
    <message>
        <source>meld</source>
        <translation>спушташ карти</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>го завршиш потегот</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>чукнеш</translation>
    </message>
    <message>
        <source>deal the next round</source>
        <translation>ја поделиш следната рунда</translation>
    </message>
    <message>
        <source>do that</source>
        <translation>го направиш тоа</translation>
    </message>
    <message>
        <source>The stock is empty: no more drawing this round. Meld or end your turn.</source>
        <translation>Купот е празен: во оваа рунда нема повеќе влечење. Спушти карти или заврши го потегот.</translation>
    </message>
    <message>
        <source>A turn ends with a meld or after the third draw: meld, or draw again.</source>
        <translation>Потегот завршува со спуштање или по третото влечење: спушти карти или влечи повторно.</translation>
    </message>
    <message>
        <source>Nobody knocks in the last turns after the stock ran out: meld or end your turn.</source>
        <translation>Во последните потези, откако купот ќе се потроши, никој не чука: спушти карти или заврши го потегот.</translation>
    </message>
    <message>
        <source>You may knock only when your turn is over, with {limit} points or less in hand.</source>
        <translation>Може да чукнеш само кога потегот ти е завршен, со {limit} поени или помалку в рака.</translation>
    </message>
    <message>
        <source>You can&apos;t {verb} now: {what_now}.</source>
        <translation>Сега не можеш да {verb}: {what_now}.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Не си на потег.</translation>
    </message>
    <message>
        <source>Play at least one card from your hand.</source>
        <translation>Одиграј барем една карта од раката.</translation>
    </message>
    <message>
        <source>The joker standing for {card} was on the table at the start of your turn and must stay there.</source>
        <translation>Џокерот што ја заменува {card} беше на масата на почетокот на потегот и мора да остане таму.</translation>
    </message>
    <message>
        <source>{card} was on the table at the start of your turn and must stay there.</source>
        <translation>{card} беше на масата на почетокот на потегот и мора да остане таму.</translation>
    </message>
    <message>
        <source>{card} is neither in your hand nor on the table.</source>
        <translation>{card} ја нема ни во твојата рака ни на масата.</translation>
    </message>
    <message>
        <source>The same {card} is on the table twice.</source>
        <translation>Истата {card} е двапати на масата.</translation>
    </message>
    <message>
        <source>The joker here has stood for {card} since an earlier turn and keeps that card, so it can&apos;t be another card in this meld. To free it, put the real {card} in its place.</source>
        <translation>Џокерот овде ја заменува {card} од претходен потег и ја задржува таа карта, па не може да биде друга карта во оваа комбинација. За да го ослободиш, стави ја вистинската {card} на негово место.</translation>
    </message>
    <message>
        <source>Meld {meld}: {problem}</source>
        <translation>Комбинација {meld}: {problem}</translation>
    </message>
    <message>
        <source>The joker standing for {card} can only change when the real {card} takes its place.</source>
        <translation>Џокерот што ја заменува {card} може да се смени само кога вистинската {card} ќе го заземе неговото место.</translation>
    </message>
    <message>
        <source>The first meld of the round must be a legal meld of 3 or more cards from your hand.</source>
        <translation>Првата комбинација во рундата мора да биде дозволена комбинација од 3 или повеќе карти од твојата рака.</translation>
    </message>
</context>
<context>
    <name>ManipulationScene</name>
    <message>
        <source>Move meld %1</source>
        <translation>Премести комбинација %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Твојата рака</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>Ослободениот џокер мора да се врати во комбинација пред да го завршиш потегот.</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>Ослободени</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(без карти)</translation>
    </message>
    <message>
        <source>Choose Game ▸ New to play again.</source>
        <translation>Избери Игра ▸ Нова игра за да играш повторно.</translation>
    </message>
    <message>
        <source>Click Next round to deal.</source>
        <translation>Кликни „Следна рунда“ за делење.</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Вкупно: %1</translation>
    </message>
    <message>
        <source>Cards can&apos;t go back onto the stock.</source>
        <translation>Картите не може да се вратат во купот.</translation>
    </message>
    <message>
        <source>Those are %1&apos;s cards: drop yours on the table or in your hand.</source>
        <translation>Тоа се картите на %1: спушти ги твоите на масата или во раката.</translation>
    </message>
    <message>
        <source>Only freed jokers wait there; put cards in a meld or on empty table.</source>
        <translation>Таму чекаат само ослободени џокери; стави ги картите во комбинација или на празно место на масата.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <extracomment>Said when a person tries to move while a computer player is choosing; {name} is its name.</extracomment>
        <translation>На потег е {name}.</translation>
    </message>
    <message>
        <source>the computer player failed to choose a move: {error}</source>
        <extracomment>In the game log, in brackets after &quot;Computer 2 tried a move the rules refuse&quot;; {error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>компјутерскиот играч не успеа да избере потег: {error}</translation>
    </message>
</context>
<context>
    <name>MeldGrip</name>
    <message>
        <source>Drag to move this whole meld; drop it on another meld to merge them.</source>
        <translation>Пренеси ја целата комбинација; спушти ја на друга комбинација за да ги споиш.</translation>
    </message>
</context>
<context>
    <name>Melds</name>
    <message>
        <source>A group can&apos;t hold two {card}: its cards must all be different suits.</source>
        <translation>Групата не може да има две {card}: сите нејзини карти мора да се во различни бои.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two {card}.</source>
        <translation>Низата не може да има две {card}.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t turn the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A), not both.</source>
        <translation>Низата не може да сврти преку аголот (K-A-2): кецот е низок (A-2-3) или висок (Q-K-A), не и двете.</translation>
    </message>
    <message>
        <source>The ace is low only in this game: Q-K-A is not a run.</source>
        <translation>Во оваа игра кецот е само низок: Q-K-A не е низа.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} and more missing.</source>
        <translation>На низата ѝ требаат последователни карти: недостасуваат {cards} и уште.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} missing.</source>
        <translation>На низата ѝ требаат последователни карти: недостасуваат {cards}.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards; this one has {count}.</source>
        <translation>На комбинацијата ѝ требаат барем 3 карти; оваа има {count}.</translation>
    </message>
    <message>
        <source>This game is played without jokers.</source>
        <translation>Оваа игра се игра без џокери.</translation>
    </message>
    <message>
        <source>A joker here has not been told which card it stands for.</source>
        <translation>За еден џокер тука сè уште не е одредено која карта ја заменува.</translation>
    </message>
    <message>
        <source>Cards in a meld must be one rank (a group of different suits) or one suit in sequence (a run).</source>
        <translation>Картите во комбинацијата мора да се од иста вредност (група во различни бои) или во иста боја по ред (низа).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Број на играчи</translation>
    </message>
    <message>
        <source>A program plays with your rights, as any program you start yourself: choose only programs you trust. It plays over the bot protocol (docs/bot-protocol.md); if it fails, the hard computer level plays its move.</source>
        <translation>Програмата игра со твоите права, како секоја програма што ја стартуваш сам: избирај само програми на кои им веруваш. Игра преку протоколот за ботови (docs/bot-protocol.md); ако не успее, тешкото ниво на компјутерот го игра нејзиниот потег.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случајно</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The seed of every game is shown in the main window: type it here to play the same deal again.</source>
        <translation>Остави празно за ново делење. Бројот на делењето на секоја игра се гледа во главниот прозорец: внеси го тука за повторно да го играш истото делење.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Започни ја играта</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Избери…</translation>
    </message>
    <message>
        <source>Command line, e.g. python3 my_bot.py</source>
        <translation>Командна линија, на пр. python3 my_bot.py</translation>
    </message>
    <message>
        <source>Command line of the program playing player %1</source>
        <translation>Командна линија на програмата што игра за играчот %1</translation>
    </message>
    <message>
        <source>Choose the program playing player %1</source>
        <translation>Избери ја програмата што игра за играчот %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Име на играч %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Играч %1 е</translation>
    </message>
    <message>
        <source>Big gin: 11 melded cards go out without a discard (31 points)</source>
        <translation>Голем џин: 11 споени карти излегуваат без фрлање карта (31 поен)</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be discarded in the same turn</source>
        <translation>Картата штотуку земена од фрлените карти не смее да се фрли во истиот потег</translation>
    </message>
    <message>
        <source>Hoyle bonuses: game 100, box 25 per round won, shutout doubles</source>
        <translation>Бонуси на Хојл: 100 за играта, 25 за секоја добиена рунда, двојно кога противникот нема поени</translation>
    </message>
    <message>
        <source>A spade upcard doubles every score of the round</source>
        <translation>Ако отворената карта е пик, сите поени од рундата се удвојуваат</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>Бонус за андеркат:</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>Бонус за џин:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>Се игра до:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Играчи</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Број на играчи:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Број на делењето:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Човек</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Компјутер: %1</translation>
    </message>
    <message>
        <source>Program…</source>
        <translation>Програма…</translation>
    </message>
    <message>
        <source>Choose the program</source>
        <translation>Избери ја програмата</translation>
    </message>
    <message>
        <source>This game is not played with this many players.</source>
        <translation>Оваа игра не се игра со толку играчи.</translation>
    </message>
    <message>
        <source>At least one player must be a person.</source>
        <translation>Барем еден играч мора да биде човек.</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>На играчот %1 му треба име.</translation>
    </message>
    <message>
        <source>The name of player %1 is too long.</source>
        <translation>Името на играчот %1 е предолго.</translation>
    </message>
    <message>
        <source>Player %1 has the same name as another player.</source>
        <translation>Играчот %1 го има истото име како друг играч.</translation>
    </message>
    <message>
        <source>This computer level does not play this game.</source>
        <translation>Ова ниво на компјутерот не ја игра оваа игра.</translation>
    </message>
    <message>
        <source>Player %1 is a program: type its command line, or choose its file.</source>
        <translation>Играчот %1 е програма: напиши ја нејзината командна линија или избери ја нејзината датотека.</translation>
    </message>
    <message>
        <source>The command line of player %1 cannot be read: a quote is not closed, or it ends in a backslash.</source>
        <translation>Командната линија на играчот %1 не може да се прочита: наводник не е затворен или завршува со обратна коса црта.</translation>
    </message>
    <message>
        <source>The program of player %1 was not found: give its full path, or a command on the search path.</source>
        <translation>Програмата на играчот %1 не е пронајдена: наведи ја нејзината целосна патека или команда од патеката за пребарување.</translation>
    </message>
    <message>
        <source>The file of player %1&apos;s program is not executable: make it executable, or start it with its interpreter (python3 file.py).</source>
        <translation>Датотеката на програмата на играчот %1 не може да се изврши: направи ја извршна или стартувај ја со нејзиниот толкувач (python3 file.py).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ти</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Играч %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компјутер</translation>
    </message>
    <message>
        <source>Simple, knocks as soon as it can</source>
        <translation>Едноставно, чука штом може</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компјутер %1</translation>
    </message>
    <message>
        <source>Round bonus for every player: those who reach %1 also score %2 for each round won</source>
        <translation>Бонус за рунди за секој играч: и оние што ќе стигнат до %1 добиваат %2 за секоја добиена рунда</translation>
    </message>
    <message>
        <source>How the computer levels play</source>
        <translation>Како играат нивоата на компјутерот</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Сите други, ве молиме не гледајте.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Предај на %1</translation>
    </message>
    <message>
        <source>I am %1 — show my hand</source>
        <translation>Јас сум %1 — покажи ми ги картите</translation>
    </message>
</context>
<context>
    <name>ProgramPlayer</name>
    <message>
        <source>the program did not answer in {seconds} seconds</source>
        <translation>програмата не одговори за {seconds} секунди</translation>
    </message>
    <message>
        <source>the program&apos;s answer is not an action: {detail}</source>
        <translation>одговорот на програмата не е потег: {detail}</translation>
    </message>
    <message>
        <source>the program&apos;s move breaks the rules: {detail}</source>
        <translation>потегот на програмата ги крши правилата: {detail}</translation>
    </message>
    <message>
        <source>the program stopped ({detail}); the hard computer level plays this seat for the rest of the game</source>
        <translation>програмата запре ({detail}); тешкото ниво на компјутерот игра на ова место до крајот на играта</translation>
    </message>
    <message>
        <source>the program failed {count} decisions in a row; the hard computer level plays this seat for the rest of the game</source>
        <translation>програмата згреши во {count} одлуки по ред; тешкото ниво на компјутерот игра на ова место до крајот на играта</translation>
    </message>
</context>
<context>
    <name>PuzzleNumbers</name>
    <message>
        <source>Table puzzles (Game ▸ Puzzles…)</source>
        <translation>Загатки на масата (Игра ▸ Загатки…)</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>Дневна загатка</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>Лесна серија</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>Средна серија</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>Тешка серија</translation>
    </message>
    <message>
        <source>%1: solved %2, average time %3, fastest %4</source>
        <extracomment>%1 is the kind of puzzle, %2 how many were solved, %3 and %4 times as minutes:seconds.</extracomment>
        <translation>%1: решени %2, просечно време %3, најбрзо %4</translation>
    </message>
    <message>
        <source>No puzzle solved yet. A puzzle counts when Check finds it solved before its solution is shown.</source>
        <translation>Сè уште нема решена загатка. Загатката се брои кога Провери ќе најде дека е решена пред да се прикаже решението.</translation>
    </message>
</context>
<context>
    <name>PuzzleService</name>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>З&amp;агатки…</translation>
    </message>
    <message>
        <source>Rearrange a table to play the most points: a daily puzzle and numbered series</source>
        <translation>Преуреди ја масата за да одиграш најмногу поени: дневна загатка и нумерирани серии</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Play cards from your hand onto the table: the target is %1.</source>
        <translation>Играј карти од раката на масата: целта е %1.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Уште не: %1</translation>
    </message>
    <message>
        <source>Legal, but worth %1 where the best play is worth %2.</source>
        <extracomment>%1 is what the play is worth, %2 the puzzle&apos;s target (the most any play can score).</extracomment>
        <translation>Дозволено, но вреди %1, а најдобриот потег вреди %2.</translation>
    </message>
    <message>
        <source>Right! Worth %1, the most this hand can play.</source>
        <translation>Точно! Вреди %1, најмногу што може да одигра оваа рака.</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Daily puzzle</source>
        <translation>Дневна загатка</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>Лесна серија</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>Средна серија</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>Тешка серија</translation>
    </message>
    <message>
        <source>Table puzzles</source>
        <translation>Загатки на масата</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Загатка</translation>
    </message>
    <message>
        <source>Nu&amp;mber:</source>
        <translation>&amp;Број:</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Следна загатка</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Провери</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Врати</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Одново</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Сов&amp;ет</translation>
    </message>
    <message>
        <source>✓: a puzzle you solved</source>
        <translation>✓: загатка што ја реши</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Прикажи го &amp;решението</translation>
    </message>
    <message>
        <source>A best play, one meld at a time: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>Најдобар потег, една комбинација по една: %1. Загатка решена откако е прикажано решението не се брои во твојата статистика.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>Загатката се подготвува…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лесна</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>средна</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>тешка</translation>
    </message>
    <message>
        <source>Daily puzzle of %1</source>
        <translation>Дневна загатка за %1</translation>
    </message>
    <message>
        <source>Puzzle %1, %2</source>
        <translation>Загатка %1, %2</translation>
    </message>
    <message>
        <source>%1 — points to play from your hand: %2</source>
        <extracomment>%1 is the puzzle&apos;s name, %2 the points to play (the most this hand can play on this table).</extracomment>
        <translation>%1 — поени за играње од раката: %2</translation>
    </message>
    <message>
        <source>The puzzle could not be made: %1</source>
        <translation>Загатката не можеше да се подготви: %1</translation>
    </message>
    <message>
        <source>Every meld of the best play was given: Show solution plays the rest out.</source>
        <translation>Секоја комбинација од најдобриот потег е дадена: Прикажи го решението го одиграва остатокот.</translation>
    </message>
    <message>
        <source>Hint: %1 belongs to a best play; it is on the table now.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>Совет: %1 е дел од најдобар потег; сега е на масата.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Запри</translation>
    </message>
    <message>
        <source>The whole best play is on the table.</source>
        <translation>Целиот најдобар потег е на масата.</translation>
    </message>
    <message>
        <source>A best play, its last meld: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <translation>Најдобар потег, неговата последна комбинација: %1. Загатка решена откако е прикажано решението не се брои во твојата статистика.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Избери &amp;сè</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>З&amp;големи</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Намали</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Одвој</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Го одвојува панелот и повторно го прикачува</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Го затвора панелот</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Врати</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повтори</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Исечи</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Залепи</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Избриши</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Избери сè</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Прикажи детали...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Скриј детали...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Во ред</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затвори</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Примени</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ресетирај</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Врати ги стандардните</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помош</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зачувај</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отфрли</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Отвори</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копирај</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копирај ја адресата на &amp;врската</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Избери сè</translation>
    </message>
</context>
<context>
    <name>ReviewAnalysis</name>
    <message>
        <source>A move kept with this game cannot be replayed: {reason}</source>
        <extracomment>The review could not replay a saved game; {reason} is the rules&apos; reason the move is refused.</extracomment>
        <translation>Потег зачуван со оваа игра не може повторно да се одигра: {reason}</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <extracomment>{error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>Анализата не успеа: {error}</translation>
    </message>
</context>
<context>
    <name>ReviewService</name>
    <message>
        <source>&amp;Review…</source>
        <translation>Пре&amp;глед…</translation>
    </message>
    <message>
        <source>Step through your turns beside the best play</source>
        <translation>Помини низ твоите потези покрај најдобриот потег</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Преглед</translation>
    </message>
    <message>
        <source>Whose turns?</source>
        <translation>Чии потези?</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>Преглед</translation>
    </message>
    <message>
        <source>%v of %m turns analysed</source>
        <translation>Анализирани %v од %m потези</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Запри</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>Играта повторно се одигрува…</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Претходен потег</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Следен потег</translation>
    </message>
    <message>
        <source>&amp;Try this position</source>
        <translation>&amp;Пробај ја оваа позиција</translation>
    </message>
    <message>
        <source>Play this turn again as a puzzle: its table and hand, the best play&apos;s points to reach</source>
        <translation>Одиграј го овој потег повторно како загатка: истата маса и рака, со поените на најдобриот потег како цел</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>Големина на &amp;картите:</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Потези</translation>
    </message>
    <message>
        <source>Analysing your turns…</source>
        <translation>Твоите потези се анализираат…</translation>
    </message>
    <message>
        <source>You have not played a turn yet.</source>
        <translation>Сè уште немаш одиграно потег.</translation>
    </message>
    <message>
        <source>Every turn is analysed.</source>
        <translation>Секој потег е анализиран.</translation>
    </message>
    <message>
        <source>The analysis was stopped.</source>
        <translation>Анализата е запрена.</translation>
    </message>
    <message>
        <source>Your position of round %1, turn %2</source>
        <extracomment>The heading of a turn of a reviewed game played again as a puzzle: %1 the round, %2 the turn.</extracomment>
        <translation>Твојата позиција од рунда %1, потег %2</translation>
    </message>
</context>
<context>
    <name>RoundEnding</name>
    <message numerus="yes">
        <source>You knocked with %n points in hand.</source>
        <translation>
            <numerusform>Ти чукна со %n поен в рака.</numerusform>
            <numerusform>Ти чукна со %n поени в рака.</numerusform>
            <numerusform>Ти чукна со %n поени в рака.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n points in hand.</source>
        <translation>
            <numerusform>%1 чукна со %n поен в рака.</numerusform>
            <numerusform>%1 чукна со %n поени в рака.</numerusform>
            <numerusform>%1 чукна со %n поени в рака.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The points go into games %1.</source>
        <translation>
            <numerusform>Поените одат во играта %1.</numerusform>
            <numerusform>Поените одат во игрите %1.</numerusform>
            <numerusform>Поените одат во игрите %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundResultDialog</name>
    <message>
        <source>Undercut</source>
        <translation>Андеркат</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Излегување</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Бонус за џин</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Голем џин</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Бонус за играта</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>Бонус за рунди</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Противник без поени</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Добиени рунди</translation>
    </message>
    <message>
        <source>Reached %1</source>
        <translation>Стигнато до %1</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Nobody wins this round.</source>
        <translation>Никој не ја доби оваа рунда.</translation>
    </message>
    <message>
        <source>Winner of the round: %1</source>
        <translation>Победник во рундата: %1</translation>
    </message>
    <message>
        <source>Winners of the round: %1</source>
        <translation>Победници во рундата: %1</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 излезе.</translation>
    </message>
    <message>
        <source>The stock ran out and nobody knocked.</source>
        <translation>Купот се потроши и никој не чукна.</translation>
    </message>
    <message>
        <source>No cards left: went out.</source>
        <translation>Не останаа карти: излегување.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>В рака</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>Ти излезе.</translation>
    </message>
    <message>
        <source>The upcard %1 set the knock limit to %2.</source>
        <translation>Отворената карта %1 ја одреди границата за чукање на %2.</translation>
    </message>
    <message>
        <source>The upcard is a spade: every score of this round is doubled.</source>
        <translation>Отворената карта е пик: сите поени од оваа рунда се удвојуваат.</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Неспоени карти</translation>
    </message>
    <message>
        <source>Only two cards were left in the stock: the round is drawn and nobody scores.</source>
        <translation>Во купот останаа само две карти: рундата е нерешена и никој не добива поени.</translation>
    </message>
    <message>
        <source>You went big gin.</source>
        <translation>Ти направи голем џин.</translation>
    </message>
    <message>
        <source>%1 went big gin.</source>
        <translation>%1 направи голем џин.</translation>
    </message>
    <message>
        <source>You went gin.</source>
        <translation>Ти направи џин.</translation>
    </message>
    <message>
        <source>%1 went gin.</source>
        <translation>%1 направи џин.</translation>
    </message>
    <message>
        <source>You knocked and %1 undercut.</source>
        <translation>Ти чукна, а %1 направи андеркат.</translation>
    </message>
    <message>
        <source>%1 knocked and you undercut.</source>
        <translation>%1 чукна, а ти направи андеркат.</translation>
    </message>
    <message>
        <source>%1 knocked and %2 undercut.</source>
        <translation>%1 чукна, а %2 направи андеркат.</translation>
    </message>
    <message>
        <source>You knocked.</source>
        <translation>Ти чукна.</translation>
    </message>
    <message>
        <source>%1 knocked.</source>
        <translation>%1 чукна.</translation>
    </message>
    <message>
        <source>laid off by %1</source>
        <translation>закачени од %1</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>неспоени %1</translation>
    </message>
    <message>
        <source>Laid off %1 on the knocker&apos;s melds.</source>
        <extracomment>Under the defender&apos;s cards after a knock: %1 are the cards they laid off (&quot;4♥ 8♥&quot;).</extracomment>
        <translation>Закачени на комбинациите на тој што чукна: %1.</translation>
    </message>
    <message>
        <source>Nothing may be laid off on gin.</source>
        <translation>На џин не смее ништо да се закачува.</translation>
    </message>
    <message>
        <source>Oklahoma doubling ×2</source>
        <translation>Оклахома удвојување ×2</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <extracomment>A winner&apos;s name over their cards in the round&apos;s result, for screen readers (the star is not said).</extracomment>
        <translation>%1, победник</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Крај на рундата</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Карти в рака</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Оваа рунда</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Бонуси</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Поени</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Резултати</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Конечен резултат</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следна рунда</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Преглед…</translation>
    </message>
    <message>
        <source>Points this round: %1</source>
        <translation>Поени во оваа рунда: %1</translation>
    </message>
    <message>
        <source>Scores. %1</source>
        <extracomment>The score sheet in a result dialog, for screen readers: %1 is the sheet in words (&quot;Total: Anna 54, You 12&quot;).</extracomment>
        <translation>Резултати. %1</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Manipulation Rummy</source>
        <translation>Правила на реми манипулација</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy, Oklahoma Gin and Hollywood Gin</source>
        <translation>Правила на џин реми, џин Оклахома и џин Холивуд</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>The game could not be saved to {path}: {reason}.</source>
        <translation>Играта не можеше да се зачува во {path}: {reason}.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened: {reason}</source>
        <translation>„{name}“ не може да се отвори: {reason}</translation>
    </message>
    <message>
        <source>its format version is missing or not a positive whole number.</source>
        <translation>верзијата на форматот недостасува или не е позитивен цел број.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Rummy Desktop (save format {version}; this version reads up to format {newest}). Update Rummy Desktop to open it.</source>
        <translation>направена е со понова верзија на Rummy Desktop (формат на зачувување {version}; оваа верзија чита до форматот {newest}). Ажурирај го Rummy Desktop за да ја отвориш.</translation>
    </message>
    <message>
        <source>save format {version} is too old for this version of Rummy Desktop.</source>
        <translation>форматот на зачувување {version} е премногу стар за оваа верзија на Rummy Desktop.</translation>
    </message>
    <message>
        <source>its “app_version” is not a version number.</source>
        <translation>полето „app_version“ не е број на верзија.</translation>
    </message>
    <message>
        <source>its “saved_at” is not a date and time.</source>
        <translation>полето „saved_at“ не е датум и време.</translation>
    </message>
    <message>
        <source>it holds a game this version does not know: “{game}”.</source>
        <translation>содржи игра што оваа верзија не ја познава: „{game}“.</translation>
    </message>
    <message>
        <source>its “seed” is out of range.</source>
        <translation>полето „seed“ е надвор од дозволениот опсег.</translation>
    </message>
    <message>
        <source>the game in it is not valid: {reason}</source>
        <translation>зачуваната игра не е исправна: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n seats but the game has {players} players.</source>
        <translation>
            <numerusform>наведува %n место, а играта има {players} играчи.</numerusform>
            <numerusform>наведува %n места, а играта има {players} играчи.</numerusform>
            <numerusform>наведува %n места, а играта има {players} играчи.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>Играта не можеше да се зачува: {reason}</translation>
    </message>
    <message>
        <source>the save says {game} but the game in it is {rules}</source>
        <translation>во зачуваната датотека пишува {game}, но играта во неа е {rules}</translation>
    </message>
    <message>
        <source>{reason} The damaged file was kept as {kept}.</source>
        <translation>{reason} Оштетената датотека е задржана како {kept}.</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed: {reason}</source>
        <translation>Прекинатата игра не можеше да продолжи: {reason}</translation>
    </message>
    <message>
        <source>The autosave {path} could not be removed: {reason}.</source>
        <translation>Автоматски зачуваната игра {path} не можеше да се избрише: {reason}.</translation>
    </message>
    <message>
        <source>the save has no “{key}” field.</source>
        <translation>зачуваната игра нема поле „{key}“.</translation>
    </message>
    <message>
        <source>the save has a field this version does not know: “{key}”.</source>
        <translation>зачуваната игра има поле што оваа верзија не го познава: „{key}“.</translation>
    </message>
    <message>
        <source>its “{key}” should be {kind}, not {actual}.</source>
        <translation>полето „{key}“ треба да биде {kind}, а не {actual}.</translation>
    </message>
    <message>
        <source>its “{key}” is empty or too long.</source>
        <translation>полето „{key}“ е празно или предолго.</translation>
    </message>
    <message>
        <source>seat {seat} has no “{key}” field.</source>
        <translation>местото {seat} нема поле „{key}“.</translation>
    </message>
    <message>
        <source>seat {seat} has a field this version does not know: “{key}”.</source>
        <translation>местото {seat} има поле што оваа верзија не го познава: „{key}“.</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” should be {kind}, not {actual}.</source>
        <translation>полето „{key}“ на местото {seat} треба да биде {kind}, а не {actual}.</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” is empty or too long.</source>
        <translation>полето „{key}“ на местото {seat} е празно или предолго.</translation>
    </message>
    <message>
        <source>it holds {actual}, not a saved game.</source>
        <translation>содржи {actual}, а не зачувана игра.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop save (its “format” tag is missing or different).</source>
        <translation>не е зачувана игра од Rummy Desktop (ознаката „format“ недостасува или е различна).</translation>
    </message>
    <message numerus="yes">
        <source>it has %n seats; a game has {fewest} to {most}.</source>
        <translation>
            <numerusform>има %n место; играта има од {fewest} до {most}.</numerusform>
            <numerusform>има %n места; играта има од {fewest} до {most}.</numerusform>
            <numerusform>има %n места; играта има од {fewest} до {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {seat} should be an object, not {actual}.</source>
        <translation>местото {seat} треба да биде објект, а не {actual}.</translation>
    </message>
    <message>
        <source>seat {seat}’s name holds control characters.</source>
        <translation>името на играчот на местото {seat} содржи контролни знаци.</translation>
    </message>
    <message>
        <source>seat {seat} is a person but has a computer level.</source>
        <translation>на местото {seat} игра човек, а има ниво на компјутер.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer without a valid level.</source>
        <translation>на местото {seat} игра компјутер без важечко ниво.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer of a level this game does not have: “{level}”.</source>
        <translation>на местото {seat} игра компјутер со ниво што го нема во оваа игра: „{level}“.</translation>
    </message>
    <message>
        <source>seat {seat}’s “kind” should be “human” or “computer”.</source>
        <translation>полето „kind“ на местото {seat} треба да биде „human“ или „computer“.</translation>
    </message>
    <message>
        <source>it lists {count} rounds, more than any game has.</source>
        <translation>наведува {count} рунди, повеќе отколку што има која било игра.</translation>
    </message>
    <message>
        <source>the scores of round {round} should be {seats} whole numbers from 0 to {most}, one per seat.</source>
        <translation>резултатите од рундата {round} треба да бидат {seats} цели броеви од 0 до {most}, по еден за секое место.</translation>
    </message>
    <message numerus="yes">
        <source>it keeps the results of %n rounds but the scores of only {played}.</source>
        <translation>
            <numerusform>го чува исходот на %n рунда, но резултатите на само {played}.</numerusform>
            <numerusform>ги чува исходите на %n рунди, но резултатите на само {played}.</numerusform>
            <numerusform>ги чува исходите на %n рунди, но резултатите на само {played}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the result of round {round} is not valid: {reason}</source>
        <translation>исходот на рундата {round} не е исправен: {reason}</translation>
    </message>
    <message>
        <source>line {line} of its log should be text, not {actual}.</source>
        <translation>редот {line} од дневникот треба да биде текст, а не {actual}.</translation>
    </message>
    <message>
        <source>line {line} of its log is too long.</source>
        <translation>редот {line} од дневникот е предолг.</translation>
    </message>
    <message>
        <source>it keeps moves of a game whose moves are not kept.</source>
        <translation>чува потези на игра чии потези не се чуваат.</translation>
    </message>
    <message>
        <source>it keeps the moves of {count} rounds, more than any game has.</source>
        <translation>ги чува потезите на {count} рунди, повеќе отколку што има која било игра.</translation>
    </message>
    <message>
        <source>the moves of round {round} should be a “start” state and a list of “actions”.</source>
        <translation>потезите на рундата {round} треба да бидат состојба „start“ и листа „actions“.</translation>
    </message>
    <message>
        <source>the moves of round {round} are not valid: {reason}</source>
        <translation>потезите на рундата {round} не се валидни: {reason}</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>“{name}”</source>
        <translation>„{name}“</translation>
    </message>
    <message>
        <source>{what} of player {number}</source>
        <translation>{what} на играчот {number}</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>играта</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>рундата</translation>
    </message>
    <message>
        <source>{where} holds an entry this version does not know: “{name}”</source>
        <translation>{where} има поле што оваа верзија не го познава: „{name}“</translation>
    </message>
    <message>
        <source>every game is decided, so the phase must be “game_over”</source>
        <translation>сите игри се решени, па фазата мора да биде „game_over“</translation>
    </message>
    <message>
        <source>the scores do not agree with the round&apos;s result</source>
        <translation>резултатите не се совпаѓаат со исходот на рундата</translation>
    </message>
    <message>
        <source>“{name}” is missing from {where}</source>
        <translation>во {where} недостасува „{name}“</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {value}</source>
        <translation>{what} мора да биде цел број од {low} до {high}, а не {value}</translation>
    </message>
    <message>
        <source>{what} must be a list, not {value}</source>
        <translation>{what} мора да биде листа, а не {value}</translation>
    </message>
    <message>
        <source>{what} must be a card written as text, such as AS, not {value}</source>
        <translation>{what} мора да биде карта запишана како текст, на пример AS, а не {value}</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>{what}: {card} is not a card of the Gin pack</source>
        <translation>{what}: {card} не е карта од шпилот за џин реми</translation>
    </message>
    <message>
        <source>card {number} of {what}</source>
        <translation>картата {number} од {what}</translation>
    </message>
    <message>
        <source>{what} must hold one entry per player (2), not {count}</source>
        <translation>{what} мора да содржи по еден запис за секој играч (2), а не {count}</translation>
    </message>
    <message>
        <source>“rules” must be an object, not {value}</source>
        <translation>„rules“ мора да биде објект, а не {value}</translation>
    </message>
    <message>
        <source>the “rules” entry</source>
        <translation>полето „rules“</translation>
    </message>
    <message>
        <source>the rules&apos; setting “{name}” cannot be {value}</source>
        <translation>поставката „{name}“ во правилата не може да биде {value}</translation>
    </message>
    <message>
        <source>{what} must hold one number per game ({games}), not {count}</source>
        <translation>{what} мора да содржи по еден број за секоја игра ({games}), а не {count}</translation>
    </message>
    <message>
        <source>{what} in game {game}</source>
        <translation>{what} во играта {game}</translation>
    </message>
    <message>
        <source>the round&apos;s “melds”</source>
        <translation>„melds“ на рундата</translation>
    </message>
    <message>
        <source>meld {number} of {what}</source>
        <translation>комбинацијата {number} од {what}</translation>
    </message>
    <message>
        <source>the round&apos;s “layoffs”</source>
        <translation>„layoffs“ на рундата</translation>
    </message>
    <message>
        <source>lay-off {number} of {what}</source>
        <translation>закачувањето {number} од {what}</translation>
    </message>
    <message>
        <source>{what} must be a pair: the number of a knocker&apos;s meld and the cards laid off on it</source>
        <translation>{what} мора да биде пар: бројот на комбинацијата на тој што чукна и картите закачени на неа</translation>
    </message>
    <message>
        <source>the meld number of {what}</source>
        <translation>бројот на комбинацијата во {what}</translation>
    </message>
    <message>
        <source>the cards of {what}</source>
        <translation>картите во {what}</translation>
    </message>
    <message>
        <source>a saved Gin game must be a JSON object</source>
        <translation>зачуваната игра џин реми мора да биде JSON објект</translation>
    </message>
    <message>
        <source>it is not a Gin game saved in format version {version}</source>
        <translation>не е игра џин реми зачувана во верзијата {version} на форматот</translation>
    </message>
    <message>
        <source>the hands, stock and discard pile must hold each of the 52 cards exactly once</source>
        <translation>рацете, купот и фрлените карти мора да ја содржат секоја од 52-те карти точно еднаш</translation>
    </message>
    <message>
        <source>“phase” must be one of {phases}, not {value}</source>
        <translation>„phase“ мора да биде едно од {phases}, а не {value}</translation>
    </message>
    <message>
        <source>a finished round must say how it ended (“round”)</source>
        <translation>за завршената рунда мора да е наведено како завршила („round“)</translation>
    </message>
    <message>
        <source>“round” is only saved once a round is over</source>
        <translation>„round“ се зачувува само откако рундата ќе заврши</translation>
    </message>
    <message>
        <source>{card} in “visible_takes” is not in the hand of player {number}</source>
        <translation>{card} од „visible_takes“ не е во раката на играчот {number}</translation>
    </message>
    <message>
        <source>“visible_takes” lists a card of player {number} twice</source>
        <translation>„visible_takes“ двапати наведува иста карта на играчот {number}</translation>
    </message>
    <message>
        <source>the upcard cannot be back in the stock</source>
        <translation>отворената карта не може да се врати во купот</translation>
    </message>
    <message>
        <source>“upcard_passes” is only counted while the upcard is on offer</source>
        <translation>„upcard_passes“ се брои само додека се нуди отворената карта</translation>
    </message>
    <message>
        <source>“taken_from_discard” must be a card the player to discard holds</source>
        <translation>„taken_from_discard“ мора да биде карта што ја држи играчот што треба да фрли</translation>
    </message>
    <message>
        <source>player {number} has points in game {game} without a round won there, or the reverse</source>
        <translation>играчот {number} има поени во играта {game} без добиена рунда во неа, или обратно</translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds in game {game} but scored fewer points there ({points}); every round won scores at least 1</source>
        <translation>
            <numerusform>играчот {number} добил %n рунда во играта {game}, но освоил помалку поени во неа ({points}); секоја добиена рунда носи најмалку 1 поен</numerusform>
            <numerusform>играчот {number} добил %n рунди во играта {game}, но освоил помалку поени во неа ({points}); секоја добиена рунда носи најмалку 1 поен</numerusform>
            <numerusform>играчот {number} добил %n рунди во играта {game}, но освоил помалку поени во неа ({points}); секоја добиена рунда носи најмалку 1 поен</numerusform>
        </translation>
    </message>
    <message>
        <source>both players cannot have reached {target} in game {game}</source>
        <translation>не е можно двајцата играчи да стигнале до {target} во играта {game}</translation>
    </message>
    <message>
        <source>player {number} cannot score in game {game} before scoring in game {earlier}</source>
        <translation>играчот {number} не може да добие поени во играта {game} пред да добие поени во играта {earlier}</translation>
    </message>
    <message>
        <source>nobody has taken a card from the discard pile before the upcard is taken</source>
        <translation>додека отворената карта не е земена, никој не може да има земено карта од фрлените карти</translation>
    </message>
    <message>
        <source>while the upcard is on offer, each hand holds 10 cards and the pile only the upcard</source>
        <translation>додека се нуди отворената карта, секоја рака има 10 карти, а меѓу фрлените карти е само отворената карта</translation>
    </message>
    <message>
        <source>“current” is not the player the upcard is offered to</source>
        <translation>„current“ не е играчот на кого му се нуди отворената карта</translation>
    </message>
    <message>
        <source>the discard pile is empty only when its one card has just been taken</source>
        <translation>фрлени карти нема само кога штотуку е земена единствената фрлена карта</translation>
    </message>
    <message>
        <source>at a draw each hand holds 10 cards and the stock more than 2</source>
        <translation>при влечење секоја рака има 10 карти, а купот повеќе од 2</translation>
    </message>
    <message>
        <source>the player to discard holds 11 cards, the other 10</source>
        <translation>играчот што треба да фрли има 11 карти, а другиот 10</translation>
    </message>
    <message>
        <source>the stock never runs below 2 cards</source>
        <translation>во купот никогаш не остануваат помалку од 2 карти</translation>
    </message>
    <message>
        <source>after a knock each hand holds 10 cards</source>
        <translation>по чукањето секоја рака има 10 карти</translation>
    </message>
    <message numerus="yes">
        <source>the knocker&apos;s %n points of deadwood are more than the knock limit {limit}</source>
        <translation>
            <numerusform>тој што чукна има %n поен во неспоени карти, повеќе од границата за чукање {limit}</numerusform>
            <numerusform>тој што чукна има %n поени во неспоени карти, повеќе од границата за чукање {limit}</numerusform>
            <numerusform>тој што чукна има %n поени во неспоени карти, повеќе од границата за чукање {limit}</numerusform>
        </translation>
    </message>
    <message>
        <source>during the lay-off the defender is the player to move</source>
        <translation>при закачувањето на потег е противникот</translation>
    </message>
    <message>
        <source>a gin admits no lay-off: the round would be over</source>
        <translation>по џин нема закачување: рундата би била завршена</translation>
    </message>
    <message>
        <source>a drawn round ends with 2 cards in the stock and 10 in each hand</source>
        <translation>нерешената рунда завршува со 2 карти во купот и по 10 во секоја рака</translation>
    </message>
    <message>
        <source>a drawn round cannot end the match</source>
        <translation>нерешена рунда не може да го заврши мечот</translation>
    </message>
    <message>
        <source>the round&apos;s “kind” must be “drawn”, “knock”, “gin” or “big_gin”, not {value}</source>
        <translation>„kind“ на рундата мора да биде „drawn“, „knock“, „gin“ или „big_gin“, а не {value}</translation>
    </message>
    <message>
        <source>a drawn round has no knocker and scores in no game</source>
        <translation>во нерешената рунда никој не чукнал и таа не носи поени во ниту една игра</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker”</source>
        <translation>„knocker“ на рундата</translation>
    </message>
    <message>
        <source>the round&apos;s “games”</source>
        <translation>„games“ на рундата</translation>
    </message>
    <message>
        <source>each entry of {what}</source>
        <translation>секој запис во {what}</translation>
    </message>
    <message>
        <source>the round&apos;s “games” must be different games, in order</source>
        <translation>„games“ на рундата мора да бидат различни игри, по ред</translation>
    </message>
    <message>
        <source>big gin is not played under these rules</source>
        <translation>според овие правила не се игра голем џин</translation>
    </message>
    <message>
        <source>big gin needs 11 cards all melded</source>
        <translation>за голем џин сите 11 карти мора да се споени</translation>
    </message>
    <message>
        <source>a round is gin exactly when the knocker has no deadwood</source>
        <translation>рундата е џин точно тогаш кога тој што чукна нема неспоени карти</translation>
    </message>
    <message>
        <source>the defender&apos;s spread: {problem}</source>
        <translation>отворањето на противникот: {problem}</translation>
    </message>
    <message>
        <source>the result of a round must be an object, not {value}</source>
        <translation>исходот на рундата мора да биде објект, а не {value}</translation>
    </message>
    <message>
        <source>the round&apos;s “hands”</source>
        <translation>„hands“ на рундата</translation>
    </message>
    <message>
        <source>the round&apos;s hands hold a card twice</source>
        <translation>во рацете од рундата некоја карта се појавува двапати</translation>
    </message>
    <message>
        <source>the round&apos;s “doubled” must be true or false, not {value}</source>
        <translation>„doubled“ на рундата мора да биде точно или неточно (true/false), а не {value}</translation>
    </message>
    <message>
        <source>only an Oklahoma round with spade doubling is doubled</source>
        <translation>удвоена може да биде само рунда од џин Оклахома со удвојување при пик</translation>
    </message>
    <message>
        <source>a drawn round shows no hands and is not doubled</source>
        <translation>нерешената рунда не покажува раце и не е удвоена</translation>
    </message>
    <message>
        <source>{what} must be a whole number of {low} or more, not {value}</source>
        <translation>{what} мора да биде цел број од {low} нагоре, а не {value}</translation>
    </message>
    <message>
        <source>{what} holds {value}, which is not a card written as text</source>
        <translation>{what} содржи {value}, што не е карта запишана како текст</translation>
    </message>
    <message>
        <source>the hand of player {number}</source>
        <translation>раката на играчот {number}</translation>
    </message>
    <message>
        <source>the result of the round (“round_result”) does not match the hands and the knock</source>
        <translation>исходот на рундата („round_result“) не одговара на рацете и на чукањето</translation>
    </message>
    <message>
        <source>in a hand</source>
        <translation>в рака</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>на масата</translation>
    </message>
    <message>
        <source>in the stock</source>
        <translation>во купот</translation>
    </message>
    <message>
        <source>a {players}-player game has {copies} × {card}, so none is marked #{copy}</source>
        <translation>игра со {players} играчи има {copies} × {card}, па ниедна не е означена со #{copy}</translation>
    </message>
    <message>
        <source>the same {card} (marked #{copy}) is in the game twice</source>
        <translation>истата {card} (означена со #{copy}) е двапати во играта</translation>
    </message>
    <message>
        <source>{card} {place}: only a joker on the table declares a card</source>
        <translation>{card} {place}: само џокер на масата одредува која карта ја заменува</translation>
    </message>
    <message numerus="yes">
        <source>%n cards of the game are missing, such as {cards}</source>
        <translation>
            <numerusform>од играта недостасува %n карта: {cards}</numerusform>
            <numerusform>од играта недостасуваат %n карти, на пример {cards}</numerusform>
            <numerusform>од играта недостасуваат %n карти, на пример {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>meld {number} on the table is not legal: {problem}</source>
        <translation>комбинацијата {number} на масата не е дозволена: {problem}</translation>
    </message>
    <message>
        <source>player {number} holds {points} points: knocking needs {limit} points or less</source>
        <translation>играчот {number} има {points} поени в рака: за чукање треба {limit} поени или помалку</translation>
    </message>
    <message numerus="yes">
        <source>%n draws this turn (“draws_this_turn”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>%n влечење во овој потег („draws_this_turn“) не одговара на фазата „{phase}“</numerusform>
            <numerusform>%n влечења во овој потег („draws_this_turn“) не одговараат на фазата „{phase}“</numerusform>
            <numerusform>%n влечења во овој потег („draws_this_turn“) не одговараат на фазата „{phase}“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n last turns left (“final_turns_left”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>%n преостанат последен потег („final_turns_left“) не одговара на фазата „{phase}“</numerusform>
            <numerusform>%n преостанати последни потези („final_turns_left“) не одговараат на фазата „{phase}“</numerusform>
            <numerusform>%n преостанати последни потези („final_turns_left“) не одговараат на фазата „{phase}“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the phase “{phase}” does not fit a stock of %n cards</source>
        <translation>
            <numerusform>фазата „{phase}“ не одговара на куп од %n карта</numerusform>
            <numerusform>фазата „{phase}“ не одговара на куп од %n карти</numerusform>
            <numerusform>фазата „{phase}“ не одговара на куп од %n карти</numerusform>
        </translation>
    </message>
    <message>
        <source>a player without cards has gone out, so the round must be over</source>
        <translation>играч без карти веќе излегол, па рундата мора да е завршена</translation>
    </message>
    <message>
        <source>only a finished round has a knocker and results</source>
        <translation>само завршената рунда има играч што чукнал и исходи</translation>
    </message>
    <message>
        <source>the phase “{phase}” does not fit the scores {scores}</source>
        <translation>фазата „{phase}“ не одговара на резултатите {scores}</translation>
    </message>
    <message>
        <source>a finished round needs its result (“round_result”)</source>
        <translation>на завршената рунда ѝ треба исход („round_result“)</translation>
    </message>
    <message>
        <source>the scores {scores} minus the round&apos;s points make {before} before the round, which a game played to {target} could not have had</source>
        <translation>резултатите {scores} без поените од рундата даваат {before} пред рундата, што игра до {target} не може да го има</translation>
    </message>
    <message>
        <source>the result of the game (“game_result”) does not match the scores and rounds won</source>
        <translation>исходот на играта („game_result“) не одговара на резултатите и на добиените рунди</translation>
    </message>
    <message>
        <source>the result of a round is an object whose “stock_exhausted” is true or false</source>
        <translation>исходот на рундата е објект во кој „stock_exhausted“ е точно или неточно (true/false)</translation>
    </message>
    <message>
        <source>the hands, the knock and “stock_exhausted” describe no way a round can end</source>
        <translation>рацете, чукањето и „stock_exhausted“ не опишуваат ниеден можен крај на рундата</translation>
    </message>
    <message>
        <source>a saved Manipulation Rummy game must be a JSON object</source>
        <translation>зачуваната игра реми манипулација мора да биде JSON објект</translation>
    </message>
    <message>
        <source>it is not a Manipulation Rummy game saved in format version {version}</source>
        <translation>не е игра реми манипулација зачувана во верзијата {version} на форматот</translation>
    </message>
    <message>
        <source>{value} is not a phase: “phase” is one of {phases}</source>
        <translation>{value} не е фаза: „phase“ е едно од {phases}</translation>
    </message>
    <message>
        <source>meld {number} on the table</source>
        <translation>комбинацијата {number} на масата</translation>
    </message>
    <message>
        <source>“rules” must hold two settings, {target} and {bonus}, and no other, not {value}</source>
        <translation>„rules“ мора да содржи две поставки, {target} и {bonus}, и ниедна друга, а не {value}</translation>
    </message>
    <message numerus="yes">
        <source>{what} must have %n entries, not {count}</source>
        <translation>
            <numerusform>{what} мора да има %n запис, а не {count}</numerusform>
            <numerusform>{what} мора да има %n записи, а не {count}</numerusform>
            <numerusform>{what} мора да има %n записи, а не {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds, more than the {played} played</source>
        <translation>
            <numerusform>играчот {number} добил %n рунда, повеќе од {played} одиграни</numerusform>
            <numerusform>играчот {number} добил %n рунди, повеќе од {played} одиграни</numerusform>
            <numerusform>играчот {number} добил %n рунди, повеќе од {played} одиграни</numerusform>
        </translation>
    </message>
    <message>
        <source>{what} must be true or false, not {value}</source>
        <translation>{what} мора да биде точно или неточно (true/false), а не {value}</translation>
    </message>
    <message>
        <source>the knocker&apos;s spread: {problem}</source>
        <translation>отворањето на тој што чукнал: {problem}</translation>
    </message>
    <message>
        <source>“knocker” and “knocker_melds” are only saved while the defender lays off</source>
        <translation>„knocker“ и „knocker_melds“ се зачувуваат само додека противникот на тој што чукнал закачува карти</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker_melds”</source>
        <translation>„knocker_melds“ на рундата</translation>
    </message>
    <message>
        <source>a move kept with the game</source>
        <translation>потег зачуван со играта</translation>
    </message>
    <message>
        <source>{what} is {value}, which is not a move</source>
        <translation>{what} е {value}, што не е потег</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Графикон на резултатите</translation>
    </message>
    <message>
        <source>No round has been scored yet.</source>
        <translation>Сè уште нема запишана рунда.</translation>
    </message>
    <message>
        <source>Totals after round %1: %2</source>
        <translation>Вкупно по рундата %1: %2</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Рунда</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player in the score chart&apos;s legend: %1 the name, %2 the total score.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Drawn round: nobody scores</source>
        <translation>Нерешена рунда: никој не добива поени</translation>
    </message>
    <message>
        <source>+%1 = %2</source>
        <translation>+%1 = %2</translation>
    </message>
    <message>
        <source>Game %1, %2: %3</source>
        <extracomment>A Hollywood score sheet&apos;s entry for screen readers: &quot;Game 2, Anna: +12 = 75&quot;.</extracomment>
        <translation>Игра %1, %2: %3</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Вкупно</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <translation>%1, победник</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Рунда</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>победи %1</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>во тек</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>не е започната</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <extracomment>One game in the score sheet&apos;s description for screen readers: %1 is &quot;Game 2&quot; (or &quot;Total&quot;), %2 the scores (&quot;You 54, Anna 12&quot;), %3 how the game stands (&quot;in play&quot;, &quot;won by Anna&quot;).</extracomment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Рунда %1</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>Сè уште нема резултати.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Manipulation Rummy</source>
        <translation>Реми манипулација</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Џин реми</translation>
    </message>
    <message>
        <source>Oklahoma Gin</source>
        <translation>Џин Оклахома</translation>
    </message>
    <message>
        <source>Hollywood Gin</source>
        <translation>Џин Холивуд</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лесно</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средно</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>Вешто</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Тешко</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Едноставно</translation>
    </message>
    <message>
        <source>Plays melds from its hand and adds cards to the ends of sequences and to groups; never takes a meld apart.</source>
        <translation>Спушта комбинации од раката и додава карти на краевите на низите и во групите; никогаш не расклопува комбинација.</translation>
    </message>
    <message>
        <source>Also takes one meld on the table apart when that lets it play more cards, but sometimes overlooks such a play.</source>
        <translation>Расклопува и една комбинација на масата кога така може да одигра повеќе карти, но понекогаш пропушта таков потег.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, but often overlooks a play that needs two.</source>
        <translation>Расклопува една или две комбинации за да ги смести своите карти, но често не забележува потег за кој се потребни две.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, and never overlooks such a play.</source>
        <translation>Расклопува една или две комбинации за да ги смести своите карти и никогаш не пропушта таков потег.</translation>
    </message>
    <message>
        <source>Takes up to three melds apart at once to fit its cards in.</source>
        <translation>Расклопува до три комбинации одеднаш за да ги смести своите карти.</translation>
    </message>
    <message>
        <source>Rebuilds the whole table to play the most points, but often overlooks a play that takes four or more melds apart; knocks when the odds say the knock wins.</source>
        <translation>Ја преуредува целата маса за да одигра најмногу поени, но често не забележува потег што расклопува четири или повеќе комбинации; чука кога шансите велат дека чукањето ќе победи.</translation>
    </message>
    <message>
        <source>Never overlooks a play, and thinks ahead: it may draw another card rather than meld when the next card could take its whole hand out, and in a two-player game it keeps back a card that could let its opponent go out.</source>
        <translation>Никогаш не пропушта потег и размислува однапред: наместо да спушти, може да влече уште една карта кога следната карта би можела да ја испразни целата рака, а во игра за двајца задржува карта со која противникот би можел да излезе.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds and knocks as soon as it can, but often throws away the wrong card.</source>
        <translation>Зема само карти што прават комбинации и чука штом може, но често фрла погрешна карта.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds, keeps its deadwood as low as possible, and knocks as soon as it can.</source>
        <translation>Зема само карти што прават комбинации, држи што помалку поени во неспоени карти и чука штом може.</translation>
    </message>
    <message>
        <source>Plays like Simple, but when two discards are equal it keeps the hand with the better chances.</source>
        <translation>Игра како Едноставно, но кога две фрлања се еднакво добри, ја задржува раката со подобри шанси.</translation>
    </message>
    <message>
        <source>Watches the discard pile and what you pick up, avoids giving you cards you need, and knocks only when it expects the knock to pay.</source>
        <translation>Ги следи фрлените карти и она што го земаш, избегнува да ти дава карти што ти требаат и чука само кога очекува чукањето да се исплати.</translation>
    </message>
    <message>
        <source>Plays like Hard and thinks ahead whenever it could knock, weighing the knock against waiting for gin; about as strong as Hard.</source>
        <translation>Игра како Тешко и размислува однапред секогаш кога може да чука, мерејќи го чукањето наспроти чекањето за џин; приближно е силно како Тешко.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Поставки</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Бавна</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормална</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Брза</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>Веднаш (без анимација)</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the card size, a percentage (&quot;120 %&quot;): the space and the sign as your language writes them.</extracomment>
        <translation>&#xa0;%</translation>
    </message>
    <message>
        <source>Four-colour deck (♦ blue, ♣ green)</source>
        <translation>Шпил во четири бои (♦ сино, ♣ зелено)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Сина</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Црвена</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелена</translation>
    </message>
    <message>
        <source>Ask before ending a turn</source>
        <translation>Прашај пред крај на потегот</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>Прашај пред чукање</translation>
    </message>
    <message>
        <source>Tell screen readers the computers&apos; moves and whose turn it is</source>
        <translation>Кажувај им на читачите на екран кои потези ги игра компјутерот и кој е на потег</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Како системот</translation>
    </message>
    <message>
        <source>Level of opponent %1</source>
        <translation>Ниво на противникот %1</translation>
    </message>
    <message>
        <source>How the computer levels play</source>
        <translation>Како играат нивоата на компјутерот</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Големина на картите:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Задна страна:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Брзина на анимацијата:</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Играње</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Јазик:</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Нови игри</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Computer opponents:</source>
        <translation>Компјутерски противници:</translation>
    </message>
    <message>
        <source>Their levels:</source>
        <translation>Нивните нивоа:</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Почетно</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Напредно</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>The settings could not be saved to {path}: the file cannot be written. The change applies until the app closes.</source>
        <translation>Поставките не можеа да се зачуваат во {path}: во датотеката не може да се запишува. Промената важи додека не се затвори апликацијата.</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than settings ever are ({limit} kB at most).</source>
        <translation>таа е {size} MB, многу поголема отколку што поставките некогаш се (најмногу {limit} kB).</translation>
    </message>
    <message>
        <source>parts of it are not settings.</source>
        <translation>делови од неа не се поставки.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: the app starts with the default settings.</source>
        <translation>Датотеката со поставки {path} не можеше да се прочита: апликацијата почнува со стандардните поставки.</translation>
    </message>
    <message>
        <source>Your settings file could not be used: {reason} It was kept as {kept}; the settings it spoilt are back to their defaults.</source>
        <translation>Датотеката со поставки не можеше да се употреби: {reason} Задржана е како {kept}; поставките што ги расипуваше се вратени на стандардните.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used: {reason} The app starts with the default settings and cannot keep a change to them until that file is removed.</source>
        <translation>Датотеката со поставки {path} не можеше да се употреби: {reason} Апликацијата почнува со стандардните поставки и не може да зачува промена на нив додека таа датотека не се отстрани.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Кратенки на тастатурата</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Копчиња</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Што прават</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Менија</translation>
    </message>
    <message>
        <source>On the table, in both games</source>
        <translation>На масата, во двете игри</translation>
    </message>
    <message>
        <source>Manipulation Rummy</source>
        <translation>Реми манипулација</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Џин реми</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Кратенки на тастатурата</translation>
    </message>
</context>
<context>
    <name>SplitHandle</name>
    <message>
        <source>Click to split the meld here, or drag to move the cards to the right of it.</source>
        <translation>Кликни за да ја разделиш комбинацијата тука, или пренеси ги картите десно од неа.</translation>
    </message>
</context>
<context>
    <name>SpreadDialog</name>
    <message>
        <source>deadwood %1</source>
        <translation>неспоени %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A spread for screen readers: %1 its label (&quot;Deadwood 7&quot;), %2 its melds (in words: &quot;four of spades, four of clubs, four of diamonds; four, five, six of hearts&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your spread</source>
        <translation>Твоето отворање</translation>
    </message>
    <message>
        <source>Knock, discarding %1: which spread do you show? Your opponent may lay off only on the melds you show.</source>
        <translation>Чукање со фрлање на %1: кое отворање го покажуваш? Противникот може да закачува карти само на комбинациите што ги покажуваш.</translation>
    </message>
    <message>
        <source>Proposed: deadwood %1</source>
        <translation>Предлог: неспоени %1</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Неспоени %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Чукни</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Games played</source>
        <translation>Одиграни игри</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Добиени игри</translation>
    </message>
    <message>
        <source>Games you won; sharing first place counts as a win.</source>
        <translation>Игри што ги доби; поделено прво место се брои како победа.</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Добиени игри (%)</translation>
    </message>
    <message>
        <source>Games won divided by games played.</source>
        <translation>Добиените игри поделени со одиграните.</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Одиграни рунди</translation>
    </message>
    <message>
        <source>Rounds (deals) played to the end, in every game counted here.</source>
        <translation>Рунди (делења) одиграни до крај, во секоја игра што се брои тука.</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Добиени рунди</translation>
    </message>
    <message>
        <source>Rounds you won or shared the win of.</source>
        <translation>Рунди што ги доби сам или со поделена победа.</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Најдобар резултат</translation>
    </message>
    <message>
        <source>Your highest final score in a game played to the end, bonuses included.</source>
        <translation>Твојот највисок конечен резултат во игра одиграна до крај, со бонусите.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Просечен резултат</translation>
    </message>
    <message>
        <source>Your final scores added up and divided by the number of games played to the end.</source>
        <translation>Збирот на твоите конечни резултати поделен со бројот на игри одиграни до крај.</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Тековна низа победи</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Најдолга низа победи</translation>
    </message>
    <message>
        <source>The most games ever won in a row.</source>
        <translation>Најмногу игри добиени по ред досега.</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Искористени совети</translation>
    </message>
    <message>
        <source>How many times you asked for a hint in these games.</source>
        <translation>Колку пати побара совет во овие игри.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Противници</translation>
    </message>
    <message>
        <source>The level of the computer players. “Mixed” means computers of different levels; “All levels” counts every game of this kind. Only games of one person against the computer are counted.</source>
        <translation>Нивото на компјутерските играчи. „Мешани“ значи компјутери на различни нивоа; „Сите нивоа“ ја брои секоја игра од овој вид. Се бројат само игрите на еден човек против компјутерот.</translation>
    </message>
    <message>
        <source>Games played to the end. A game left unfinished is not counted here but as abandoned.</source>
        <translation>Игри одиграни до крај. Игра оставена недовршена не се брои тука, туку како напуштена.</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Напуштени игри</translation>
    </message>
    <message>
        <source>Games left unfinished: a new game started in their place, or not resumed when offered. They are not counted as lost, but they end a winning streak. Closing the app does not abandon a game: it is offered again at the next start.</source>
        <translation>Игри оставени недовршени: наместо нив започнала нова игра, или не биле продолжени кога беа понудени. Не се бројат како изгубени, но прекинуваат низа победи. Затворањето на апликацијата не ја напушта играта: таа се нуди повторно при следното стартување.</translation>
    </message>
    <message>
        <source>Games won in a row up to the latest one; a game lost or abandoned sets it to 0.</source>
        <translation>Игри добиени по ред до последната; изгубена или напуштена игра ја враќа на 0.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (&quot;45%&quot;).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>No game has been counted yet. Games of one person against the computer are counted when they end.</source>
        <translation>Сè уште нема изброена игра. Игрите на еден човек против компјутерот се бројат кога ќе завршат.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The label before a choice box: %1 is what is chosen (&quot;Opponents&quot;).</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Твоите резултати</translation>
    </message>
    <message>
        <source>This game, round by round</source>
        <translation>Оваа игра, рунда по рунда</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Избриши ја статистиката…</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Сите нивоа</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Мешани нивоа</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Избриши ја статистиката</translation>
    </message>
    <message>
        <source>Forget every game counted so far, for every game and level? This cannot be undone.</source>
        <translation>Да се заборават сите досега изброени игри, за секоја игра и ниво? Ова не може да се врати.</translation>
    </message>
</context>
<context>
    <name>StatisticsFile</name>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from their previous copy (the latest game may be missing).</source>
        <translation>Датотеката со статистиката беше оштетена: {reason} Задржана е како {kept}; статистиката продолжува од претходната копија (можеби недостасува последната игра).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from zero.</source>
        <translation>Датотеката со статистиката беше оштетена: {reason} Задржана е како {kept}; статистиката почнува од нула.</translation>
    </message>
    <message>
        <source>another copy of Rummy Desktop was writing them and did not finish in time</source>
        <translation>друга копија на Rummy Desktop ја запишуваше и не заврши навреме</translation>
    </message>
    <message>
        <source>This could not be counted in your statistics: {reason} The statistics stay as they were.</source>
        <translation>Ова не можеше да се брои во твојата статистика: {reason} Статистиката останува каква што беше.</translation>
    </message>
    <message>
        <source>The statistics could not be saved to {path}: {reason}.</source>
        <translation>Статистиката не можеше да се зачува во {path}: {reason}.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop statistics file.</source>
        <translation>не е датотека со статистика од Rummy Desktop.</translation>
    </message>
    <message>
        <source>its version or fields are not those of this version of Rummy Desktop.</source>
        <translation>нејзината верзија или полињата не одговараат на оваа верзија на Rummy Desktop.</translation>
    </message>
    <message>
        <source>its records should be a list, not {actual}.</source>
        <translation>записите треба да бидат листа, а не {actual}.</translation>
    </message>
    <message>
        <source>record {record} repeats {game} against {opponents}.</source>
        <translation>записот {record} повторно ја наведува играта {game} против {opponents}.</translation>
    </message>
    <message>
        <source>record {record} does not have the fields of a statistics record.</source>
        <translation>записот {record} ги нема полињата на запис од статистиката.</translation>
    </message>
    <message>
        <source>record {record} names a game or opponents that cannot be: {label}.</source>
        <translation>записот {record} наведува игра или противници што не постојат: {label}.</translation>
    </message>
    <message>
        <source>record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>записот {record}: „{field}“ треба да биде цел број од 0 до {highest}, а не {value}.</translation>
    </message>
    <message>
        <source>record {record} holds numbers that contradict each other (say, more games won than played).</source>
        <translation>записот {record} содржи броеви што си противречат (на пример, повеќе добиени отколку одиграни игри).</translation>
    </message>
    <message>
        <source>its puzzles should be a list of records.</source>
        <translation>неговите загатки треба да бидат листа од записи.</translation>
    </message>
    <message>
        <source>puzzle record {record} does not have the fields of a puzzle record, or repeats a kind of puzzle.</source>
        <translation>записот за загатки {record} ги нема полињата на запис за загатки, или повторува вид загатка.</translation>
    </message>
    <message>
        <source>puzzle record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>записот за загатки {record}: „{field}“ треба да биде цел број од 0 до {highest}, а не {value}.</translation>
    </message>
    <message>
        <source>puzzle record {record} holds numbers that contradict each other.</source>
        <translation>записот за загатки {record} содржи броеви што си противречат.</translation>
    </message>
</context>
<context>
    <name>SystemErrors</name>
    <message>
        <source>the app is not allowed to use this file or folder (no permission)</source>
        <translation>на апликацијата не ѝ е дозволено да ја користи оваа датотека или папка (нема дозвола)</translation>
    </message>
    <message>
        <source>too many files are open at once</source>
        <translation>отворени се премногу датотеки истовремено</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>дискот е полн</translation>
    </message>
    <message>
        <source>you have used up the space allowed to you on this disk (disk quota)</source>
        <translation>го потроши просторот што ти е дозволен на овој диск (дисковна квота)</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>дискот е само за читање</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>датотеката или нејзината папка не постои</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>веќе постои датотека со тоа име</translation>
    </message>
    <message>
        <source>there is a folder where the file should be</source>
        <translation>на местото на датотеката има папка</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>дел од патеката е датотека, а не папка</translation>
    </message>
    <message>
        <source>the file’s name or path is too long</source>
        <translation>името или патеката на датотеката се предолги</translation>
    </message>
    <message>
        <source>the disk failed to read or write (it may be damaged, or it was disconnected)</source>
        <translation>дискот не успеа да чита или да запишува (можеби е оштетен или е исклучен)</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>друга програма ја користи датотеката</translation>
    </message>
    <message>
        <source>the system refused: {detail}</source>
        <translation>системот одби: {detail}</translation>
    </message>
    <message>
        <source>a named pipe (FIFO) stands where the file should be</source>
        <translation>на местото на датотеката има именувана цевка (FIFO)</translation>
    </message>
    <message>
        <source>a device stands where the file should be</source>
        <translation>на местото на датотеката има уред</translation>
    </message>
    <message>
        <source>a socket stands where the file should be</source>
        <translation>на местото на датотеката има сокет</translation>
    </message>
    <message>
        <source>something that is not a file stands where it should be</source>
        <translation>на местото на датотеката има нешто што не е датотека</translation>
    </message>
    <message>
        <source>another program kept the file open, so it could not be replaced (it is as it was); close that program and try again</source>
        <translation>друга програма ја држеше датотеката отворена, па не можеше да се замени (таа е каква што беше); затвори ја таа програма и обиди се повторно</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Маса за карти</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <source>That card is not in play.</source>
        <translation>Таа карта не е во игра.</translation>
    </message>
    <message>
        <source>The same card was picked twice.</source>
        <translation>Истата карта е избрана двапати.</translation>
    </message>
    <message>
        <source>A meld splits between two of its cards.</source>
        <translation>Комбинацијата се дели меѓу две нејзини карти.</translation>
    </message>
    <message>
        <source>A meld can&apos;t merge with itself.</source>
        <translation>Комбинацијата не може да се спои сама со себе.</translation>
    </message>
    <message>
        <source>The joker is free: put it in a meld before you end the turn.</source>
        <translation>Џокерот е ослободен: стави го во комбинација пред да го завршиш потегот.</translation>
    </message>
    <message>
        <source>Free the joker with %1</source>
        <translation>Ослободи го џокерот со %1</translation>
    </message>
    <message>
        <source>Move %1 onto %2</source>
        <translation>Премести %1 на %2</translation>
    </message>
    <message>
        <source>New meld %1</source>
        <translation>Нова комбинација %1</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Раздели %1</translation>
    </message>
    <message>
        <source>Merge %1 with %2</source>
        <translation>Спои %1 со %2</translation>
    </message>
    <message>
        <source>%1 was on the table when your turn began: it stays on the table.</source>
        <translation>%1 беше на масата кога почна потегот: останува на масата.</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>Врати %1 во раката</translation>
    </message>
    <message>
        <source>This joker&apos;s card was fixed in an earlier turn: only the real card can free it.</source>
        <translation>Картата на овој џокер е одредена во претходен потег: само вистинската карта може да го ослободи.</translation>
    </message>
    <message>
        <source>Put the joker in a meld first.</source>
        <translation>Прво стави го џокерот во комбинација.</translation>
    </message>
    <message>
        <source>No card makes this meld legal with the joker in it.</source>
        <translation>Ниту една карта не ја прави оваа комбинација дозволена со џокерот во неа.</translation>
    </message>
    <message>
        <source>Declare the joker as %1</source>
        <translation>Одреди го џокерот како %1</translation>
    </message>
    <message>
        <source>That table can&apos;t be made from the cards in play.</source>
        <translation>Таа маса не може да се состави од картите во игра.</translation>
    </message>
    <message>
        <source>Lay out the hint&apos;s table</source>
        <translation>Постави ја масата од советот</translation>
    </message>
    <message>
        <source>Reset turn</source>
        <translation>Почни го потегот одново</translation>
    </message>
    <message>
        <source>You changed the table: end the turn to play it, or reset the turn to draw again.</source>
        <translation>Ја смени масата: заврши го потегот за да ја одиграш, или почни го потегот одново за повторно да влечеш.</translation>
    </message>
    <message>
        <source>You haven&apos;t played anything: put cards from your hand on the table, or draw again.</source>
        <translation>Сè уште ништо не одигра: стави карти од раката на масата или влечи повторно.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Сè уште не: %1</translation>
    </message>
    <message>
        <source>A freed joker is waiting beside the table: put it in a meld, with the card it stands for, before you end the turn.</source>
        <translation>Ослободен џокер чека покрај масата: стави го во комбинација, со картата што ја заменува, пред да го завршиш потегот.</translation>
    </message>
    <message>
        <source>Start a game first (Game ▸ New).</source>
        <translation>Прво почни игра (Игра ▸ Нова игра).</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Рундата заврши.</translation>
    </message>
    <message>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>Почекај: на потег е %1.</translation>
    </message>
    <message>
        <source>You can&apos;t change the table now.</source>
        <translation>Сега не можеш да ја менуваш масата.</translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message>
        <source>The game is over. Choose Game ▸ New to play again.</source>
        <translation>Играта заврши. Избери Игра ▸ Нова игра за да играш повторно.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw a third card (that ends the turn).</source>
        <translation>
            <numerusform>Ти си на потег (извлечена %n од %1 карти): пренесувај карти за да ја преуредиш масата и да играш од раката, па „Заврши потег“; или извлечи трета карта (со тоа потегот завршува).</numerusform>
            <numerusform>Ти си на потег (извлечени %n од %1 карти): пренесувај карти за да ја преуредиш масата и да играш од раката, па „Заврши потег“; или извлечи трета карта (со тоа потегот завршува).</numerusform>
            <numerusform>Ти си на потег (извлечени %n од %1 карти): пренесувај карти за да ја преуредиш масата и да играш од раката, па „Заврши потег“; или извлечи трета карта (со тоа потегот завршува).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw again.</source>
        <translation>
            <numerusform>Ти си на потег (извлечена %n од %1 карти): пренесувај карти за да ја преуредиш масата и да играш од раката, па „Заврши потег“; или извлечи повторно.</numerusform>
            <numerusform>Ти си на потег (извлечени %n од %1 карти): пренесувај карти за да ја преуредиш масата и да играш од раката, па „Заврши потег“; или извлечи повторно.</numerusform>
            <numerusform>Ти си на потег (извлечени %n од %1 карти): пренесувај карти за да ја преуредиш масата и да играш од раката, па „Заврши потег“; или извлечи повторно.</numerusform>
        </translation>
    </message>
    <message>
        <source>The round is over. Click Next round to deal the next one.</source>
        <translation>Рундата заврши. Кликни „Следна рунда“ за ново делење.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Игра %1…</translation>
    </message>
    <message>
        <source>End your turn without knocking, and play on</source>
        <translation>Заврши го потегот без чукање и продолжи со играта</translation>
    </message>
    <message>
        <source>End your turn without knocking?</source>
        <translation>Да го завршиш потегот без чукање?</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn</source>
        <translation>Одиграј ја масата како што е сега и заврши го потегот</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn?</source>
        <translation>Да ја одиграш масата како што е сега и да го завршиш потегот?</translation>
    </message>
    <message>
        <source>End your turn without melding</source>
        <translation>Заврши го потегот без спуштање</translation>
    </message>
    <message>
        <source>End your turn without melding?</source>
        <translation>Да го завршиш потегот без спуштање?</translation>
    </message>
    <message>
        <source>Play the table as it is now, or end the turn without melding</source>
        <translation>Одиграј ја масата како што е сега или заврши го потегот без спуштање</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>Да го завршиш потегот?</translation>
    </message>
    <message>
        <source>Choose Game ▸ New to start a game.</source>
        <translation>Избери Игра ▸ Нова игра за да почнеш игра.</translation>
    </message>
    <message>
        <source>Round %1 is over. Click Next round to deal the next one.</source>
        <translation>Рундата %1 заврши. Кликни „Следна рунда“ за ново делење.</translation>
    </message>
    <message>
        <source>Your turn: draw a card (click the stock, or Draw).</source>
        <translation>Ти си на потег: извлечи карта (кликни на купот или „Влечи“).</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty. Meld, or end your turn.</source>
        <translation>Ти си на потег: купот е празен. Спушти карти или заврши го потегот.</translation>
    </message>
    <message>
        <source>Your turn: you changed the table. Finish it and End turn, or Reset turn to put it back as it was.</source>
        <translation>Ти си на потег: ја смени масата. Доврши ја и Заврши потег, или Почни го потегот одново за да ја вратиш како што беше.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn is over with %n points in hand: Knock to end the round now, or End turn to play on.</source>
        <translation>
            <numerusform>Потегот ти заврши со %n поен в рака: „Чукни“ ја завршува рундата сега, а „Заврши потег“ ја продолжува играта.</numerusform>
            <numerusform>Потегот ти заврши со %n поени в рака: „Чукни“ ја завршува рундата сега, а „Заврши потег“ ја продолжува играта.</numerusform>
            <numerusform>Потегот ти заврши со %n поени в рака: „Чукни“ ја завршува рундата сега, а „Заврши потег“ ја продолжува играта.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last turns (the stock ran out; %n to play): meld, or end your turn without melding.</source>
        <translation>
            <numerusform>Последни потези (купот се потроши; останува %n): спушти карти или заврши го потегот без спуштање.</numerusform>
            <numerusform>Последни потези (купот се потроши; остануваат %n): спушти карти или заврши го потегот без спуштање.</numerusform>
            <numerusform>Последни потези (купот се потроши; остануваат %n): спушти карти или заврши го потегот без спуштање.</numerusform>
        </translation>
    </message>
    <message>
        <source>You are playing…</source>
        <translation>Ти играш…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard %1 (key P), or pass (key X).</source>
        <translation>Ти си на потег: земи ја отворената карта %1 (копче P) или кажи пас (копче X).</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the top of the discard pile.</source>
        <translation>Ти си на потег: влечи од купот или земи ја горната фрлена карта.</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or go gin (no knocking this round).</source>
        <translation>Ти си на потег: фрли карта или направи џин (во оваа рунда нема чукање).</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock with at most %1 deadwood.</source>
        <translation>Ти си на потег: фрли карта или чукни со најмногу %1 неспоени.</translation>
    </message>
    <message>
        <source>You knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>Чукна: отвори ги твоите комбинации и закачи што можеш, па притисни „Готово“.</translation>
    </message>
    <message>
        <source>%1 knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>%1 чукна: отвори ги твоите комбинации и закачи што можеш, па притисни „Готово“.</translation>
    </message>
</context>
</TS>
