<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mk" sourcelanguage="en">
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
        <source>Se&amp;ttings…</source>
        <translation>&amp;Поставки…</translation>
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
        <source>Resume the game?</source>
        <translation>Да продолжи играта?</translation>
    </message>
    <message>
        <source>Resume it? If you do not, it counts as a game lost.</source>
        <translation>Да ја продолжиш? Ако не, се брои како изгубена игра.</translation>
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
        <source>Save the game</source>
        <translation>Зачувај ја играта</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Зачувано во %1.</translation>
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
        <translation>херц</translation>
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
        <source>Rummy Desktop ran into a problem it did not expect:</source>
        <translation>Rummy Desktop наиде на неочекуван проблем:</translation>
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
        <source>Reaching %1 earns %2 points, and every round won earns %3.</source>
        <translation>Стигнувањето до %1 носи %2 поени, а секоја добиена рунда носи %3.</translation>
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
        <source>Winner of the match: %1</source>
        <translation>Победник во мечот: %1</translation>
    </message>
    <message>
        <source>%1 won %2 of the %3 games.</source>
        <translation>%1 доби %2 од %3 игри.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Крај на играта</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
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
</context>
<context>
    <name>GinScene</name>
    <message>
        <source>The stock: click it or drag its top card into your hand to draw.</source>
        <translation>Купот: кликни на него или повлечи ја горната карта во раката за да влечеш.</translation>
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
        <translation>Неспоени %1 по додавањето</translation>
    </message>
    <message>
        <source>Deadwood %1 after discarding %2</source>
        <translation>Неспоени %1 откако ќе се фрли %2</translation>
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
        <source>You knocked: %1 is laying off.</source>
        <translation>Чукна: %1 додава карти.</translation>
    </message>
    <message>
        <source>%1 knocked with %2 deadwood: drag your cards onto the melds to lay them off.</source>
        <translation>%1 чукна со %2 неспоени: повлечи ги твоите карти врз комбинациите за да ги додадеш.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Земи %1</translation>
    </message>
    <message>
        <source>Take the upcard, then discard.</source>
        <translation>Земи ја отворената карта, па фрли една.</translation>
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
        <translation>Најдобро додавање</translation>
    </message>
    <message>
        <source>Lay off and meld your cards the best way.</source>
        <translation>Додај ги и спои ги твоите карти на најдобар начин.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Spread your hand with the cards laid off so far.</source>
        <translation>Отвори ја раката со картите додадени досега.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>По знак</translation>
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
        <translation>Подреди ја раката по знак.</translation>
    </message>
    <message>
        <source>Sort your hand by rank.</source>
        <translation>Подреди ја раката по вредност.</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>Да направиш џин и да фрлиш %1?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? You spread with %2 deadwood.</source>
        <translation>Да чукнеш и да фрлиш %1? Ќе отвориш со %2 неспоени.</translation>
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
        <translation>Додавај карти на комбинациите на тој што чукнал, не на неговите неспоени карти.</translation>
    </message>
    <message>
        <source>%1 does not fit on that meld.</source>
        <translation>%1 не оди на таа комбинација.</translation>
    </message>
    <message>
        <source>That spread is not allowed; take the lay-offs back and try again.</source>
        <translation>Тоа отворање не е дозволено; врати ги додадените карти и обиди се повторно.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Совети има само кога си на потег.</translation>
    </message>
    <message>
        <source>No hint this time: %1</source>
        <translation>Овој пат нема совет: %1</translation>
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
        <source>Play %1 (points: %2): %3</source>
        <translation>Одиграј %1 (поени: %2): %3</translation>
    </message>
    <message>
        <source>(the best found in the time)</source>
        <translation>(најдоброто најдено во даденото време)</translation>
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
        <source>Lay off %1, then spread your melds.</source>
        <translation>Додај %1, па отвори ги комбинациите.</translation>
    </message>
    <message>
        <source>Nothing to lay off: spread your melds.</source>
        <translation>Нема што да се додаде: отвори ги комбинациите.</translation>
    </message>
    <message>
        <source>Deal the next round.</source>
        <translation>Подели ја следната рунда.</translation>
    </message>
    <message>
        <source>new meld %1</source>
        <translation>нова комбинација %1</translation>
    </message>
    <message>
        <source>add %1 to meld %2</source>
        <translation>додај %1 на комбинацијата %2</translation>
    </message>
    <message>
        <source>rebuild melds %1 into %2</source>
        <translation>преуреди ги комбинациите %1 во %2</translation>
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
        <translation>Влечи од купот</translation>
    </message>
    <message>
        <source>Take the card on the discard pile</source>
        <translation>Земи ја картата од фрлените</translation>
    </message>
    <message>
        <source>Discard the card under the cursor; on the stock, the pile or a button: use it</source>
        <translation>Фрли ја картата под курсорот; на купот, фрлените карти или копче: употреби го</translation>
    </message>
    <message>
        <source>Knock (or go gin), discarding the card under the cursor</source>
        <translation>Чукни (или направи џин) и фрли ја картата под курсорот</translation>
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
        <source>Select cards with Space first, then move the cursor where they go and press Return.</source>
        <translation>Прво избери карти со Space, па однеси го курсорот каде што одат и притисни Return.</translation>
    </message>
    <message>
        <source>Put the cursor on a meld or in your hand, then press Return.</source>
        <translation>Стави го курсорот на комбинација или во раката, па притисни Return.</translation>
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
        <source>Button: %1</source>
        <translation>Копче: %1</translation>
    </message>
    <message>
        <source>You can&apos;t knock now.</source>
        <translation>Сега не можеш да чукнеш.</translation>
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
        <source>Manipulation Rummy has no options: it is played exactly as its rules describe.</source>
        <translation>Реми со преуредување нема опции: се игра точно според правилата.</translation>
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
        <source>Simple (baseline)</source>
        <translation>Едноставно (основно ниво)</translation>
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
        <source>Computer %1</source>
        <translation>Компјутер %1</translation>
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
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Избери сè</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Зголеми</translation>
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
        <source>Close</source>
        <translation>Затвори</translation>
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
        <source>, </source>
        <translation>, </translation>
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
        <source>%1 knocked with %2 points in hand.</source>
        <translation>%1 чукна со %2 поени в рака.</translation>
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
        <source>The upcard %1 set the knock limit to %2.</source>
        <translation>Отворената карта %1 ја одреди границата за чукање на %2.</translation>
    </message>
    <message>
        <source>The upcard is a spade: every score of this round is doubled.</source>
        <translation>Отворената карта е пик: сите поени од оваа рунда се удвојуваат.</translation>
    </message>
    <message>
        <source>The points go into games %1.</source>
        <translation>Поените одат во игрите %1.</translation>
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
        <source>%1 went big gin.</source>
        <translation>%1 направи голем џин.</translation>
    </message>
    <message>
        <source>%1 went gin.</source>
        <translation>%1 направи џин.</translation>
    </message>
    <message>
        <source>%1 knocked and %2 undercut.</source>
        <translation>%1 чукна, а %2 направи андеркат.</translation>
    </message>
    <message>
        <source>%1 knocked.</source>
        <translation>%1 чукна.</translation>
    </message>
    <message>
        <source>laid off by %1</source>
        <translation>додадени од %1</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>неспоени %1</translation>
    </message>
    <message>
        <source>Laid off %1 on %2&apos;s melds.</source>
        <translation>Додадени %1 на комбинациите на %2.</translation>
    </message>
    <message>
        <source>Nothing may be laid off on gin.</source>
        <translation>На џин не смее ништо да се додава.</translation>
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
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Manipulation Rummy</source>
        <translation>Правила на реми со преуредување</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy, Oklahoma Gin and Hollywood Gin</source>
        <translation>Правила на џин реми, џин Оклахома и џин Холивуд</translation>
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
        <source>Same as the system</source>
        <translation>Како системот</translation>
    </message>
    <message>
        <source>Level of opponent %1</source>
        <translation>Ниво на противникот %1</translation>
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
        <translation>Реми со преуредување</translation>
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
    <name>StatisticsDialog</name>
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
    <name>TurnStatus</name>
    <message>
        <source>The game is over. Choose Game ▸ New to play again.</source>
        <translation>Играта заврши. Избери Игра ▸ Нова игра за да играш повторно.</translation>
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
        <source>Your turn: take the upcard %1, or pass.</source>
        <translation>Ти си на потег: земи ја отворената карта %1 или кажи пас.</translation>
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
        <source>%1 knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>%1 чукна: отвори ги твоите комбинации и додај што можеш, па притисни „Готово“.</translation>
    </message>
</context>
</TS>
