<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq" sourcelanguage="en">
<context>
    <name>AppServices</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Hap…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Ruaj…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Ruaj &amp;si…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikat…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Cilësimet…</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>Lojë e ndërprerë</translation>
    </message>
    <message>
        <source>Your last game was not finished.</source>
        <translation>Loja juaj e fundit nuk mbaroi.</translation>
    </message>
    <message>
        <source>%1
Players: %2
Saved: %3
Rounds played: %4</source>
        <translation>%1
Lojtarët: %2
Ruajtur: %3
Raunde të luajtura: %4</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Të vazhdohet loja?</translation>
    </message>
    <message>
        <source>Resume it? If you do not, it counts as a game lost.</source>
        <translation>Ta vazhdoni? Nëse jo, llogaritet si lojë e humbur.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Vazhdo</translation>
    </message>
    <message>
        <source>Start afresh</source>
        <translation>Nis nga e para</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*%1);;All files (*)</source>
        <translation>Lojëra Rummy Desktop (*%1);;Të gjithë skedarët (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Hap një lojë të ruajtur</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>U hap %1.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Ruaj lojën</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>U ruajt te %1.</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dy</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>katër</translation>
    </message>
    <message>
        <source>five</source>
        <translation>pesë</translation>
    </message>
    <message>
        <source>six</source>
        <translation>gjashtë</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>shtatë</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>tetë</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nëntë</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dhjetë</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fant</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>damë</translation>
    </message>
    <message>
        <source>king</source>
        <translation>mbret</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>maç</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kupë</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>spathi</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in words: %1 is the rank (&quot;seven&quot;), %2 the suit (&quot;hearts&quot;). Reorder freely.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>xhoker</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <extracomment>A joker on the table and the card it stands for (%1, e.g. &quot;seven of hearts&quot;).</extracomment>
        <translation>xhoker në vend të %1</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Diçka shkoi keq</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Vazhdo</translation>
    </message>
    <message>
        <source>Quit Rummy Desktop</source>
        <translation>Mbyll Rummy Desktop</translation>
    </message>
    <message>
        <source>Open the report’s folder</source>
        <translation>Hap dosjen e raportit</translation>
    </message>
    <message>
        <source>Rummy Desktop ran into a problem it did not expect:</source>
        <translation>Rummy Desktop hasi në një problem të papritur:</translation>
    </message>
    <message>
        <source>Your game was saved and can be resumed: it will be offered the next time Rummy Desktop starts.</source>
        <translation>Loja juaj u ruajt dhe mund të vazhdohet: do t’ju ofrohet herën tjetër që hapet Rummy Desktop.</translation>
    </message>
    <message>
        <source>Your game could not be saved, so it may be lost.</source>
        <translation>Loja juaj nuk u ruajt dot, ndaj mund të ketë humbur.</translation>
    </message>
    <message>
        <source>A report of what happened was written to:
%1
If you tell us about this problem, please include it.</source>
        <translation>Një raport për atë që ndodhi u shkrua te:
%1
Nëse na njoftoni për këtë problem, ju lutemi ta bashkëngjitni.</translation>
    </message>
    <message>
        <source>No report could be written (the app’s data folder could not be written to).</source>
        <translation>Raporti nuk u shkrua dot (nuk mund të shkruhej në dosjen e të dhënave të aplikacionit).</translation>
    </message>
    <message>
        <source>You can go on playing, or quit and start again.</source>
        <translation>Mund të vazhdoni lojën, ose ta mbyllni dhe ta nisni nga e para.</translation>
    </message>
</context>
<context>
    <name>GameResultDialog</name>
    <message>
        <source>Winner of the game: %1</source>
        <translation>Fitues i lojës: %1</translation>
    </message>
    <message>
        <source>The win is shared: %1</source>
        <translation>Fitore e ndarë: %1</translation>
    </message>
    <message>
        <source>%1 reached %2: the game is over.</source>
        <translation>%1 – arriti në %2: loja mbaroi.</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points, and every round won earns %3.</source>
        <translation>Arritja e %1 pikëve sjell %2 pikë, dhe çdo raund i fituar sjell %3.</translation>
    </message>
    <message>
        <source>Hoyle bonuses are off: the final scores are the points of the rounds.</source>
        <translation>Bonuset e Hoyle janë të çaktivizuara: pikët përfundimtare janë pikët e raundeve.</translation>
    </message>
    <message>
        <source>Game %1: won by %2</source>
        <translation>Loja %1: fitoi %2</translation>
    </message>
    <message>
        <source>Winner of the match: %1</source>
        <translation>Fitues i ndeshjes: %1</translation>
    </message>
    <message>
        <source>%1 won %2 of the %3 games.</source>
        <translation>%1 – fitoi %2 nga %3 lojërat.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Loja mbaroi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Lojtari</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pikë</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Raunde të fituara</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonuse</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Rezultati përfundimtar</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Luaj sërish</translation>
    </message>
</context>
<context>
    <name>GinScene</name>
    <message>
        <source>The stock: click it or drag its top card into your hand to draw.</source>
        <translation>Pakoja: klikojeni ose tërhiqni letrën e sipërme në dorë për të marrë një letër.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Troket</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Letrat e hedhura</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Të pakombinuara %1</translation>
    </message>
    <message>
        <source>Deadwood %1 after lay-offs</source>
        <translation>Të pakombinuara %1 pas vendosjeve</translation>
    </message>
    <message>
        <source>Deadwood %1 after discarding %2</source>
        <translation>Të pakombinuara %1 pasi hidhet %2</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Vetëm xhin</translation>
    </message>
    <message>
        <source>Knock with %1 or less</source>
        <translation>Trokitje me %1 ose më pak</translation>
    </message>
    <message>
        <source>Spades: scores doubled</source>
        <translation>Maç: pikët dyfishohen</translation>
    </message>
    <message>
        <source>You knocked: %1 is laying off.</source>
        <translation>Trokitët: %1 po vendos letra.</translation>
    </message>
    <message>
        <source>%1 knocked with %2 deadwood: drag your cards onto the melds to lay them off.</source>
        <translation>%1 – trokiti me %2 pikë të pakombinuara: tërhiqni letrat tuaja mbi kombinimet për t’i vendosur.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Merr %1</translation>
    </message>
    <message>
        <source>Take the upcard, then discard.</source>
        <translation>Merrni letrën e hapur, pastaj hidhni një letër.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Refuse the upcard.</source>
        <translation>Refuzoni letrën e hapur.</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Xhin</translation>
    </message>
    <message>
        <source>Go gin, discarding %1.</source>
        <translation>Bëni xhin duke hedhur %1.</translation>
    </message>
    <message>
        <source>Knock, discarding %1 (deadwood %2).</source>
        <translation>Trokitni duke hedhur %1 (të pakombinuara %2).</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Xhin i madh</translation>
    </message>
    <message>
        <source>All 11 cards meld: go big gin without discarding.</source>
        <translation>Të 11 letrat kombinohen: bëni xhin të madh pa hedhur letër.</translation>
    </message>
    <message>
        <source>Best lay-off</source>
        <translation>Vendosja më e mirë</translation>
    </message>
    <message>
        <source>Lay off and meld your cards the best way.</source>
        <translation>Vendosni dhe kombinoni letrat tuaja në mënyrën më të mirë.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gati</translation>
    </message>
    <message>
        <source>Spread your hand with the cards laid off so far.</source>
        <translation>Hapni dorën me letrat e vendosura deri tani.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Kombinimet</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Sipas ngjyrës</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Sipas vlerës</translation>
    </message>
    <message>
        <source>Group your hand by melds, deadwood last.</source>
        <translation>Gruponi dorën sipas kombinimeve, të pakombinuarat në fund.</translation>
    </message>
    <message>
        <source>Sort your hand by suit.</source>
        <translation>Renditni dorën sipas ngjyrës.</translation>
    </message>
    <message>
        <source>Sort your hand by rank.</source>
        <translation>Renditni dorën sipas vlerës.</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>Të bëni xhin duke hedhur %1?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? You spread with %2 deadwood.</source>
        <translation>Të trokitni duke hedhur %1? Do të hapni dorën me %2 pikë të pakombinuara.</translation>
    </message>
    <message>
        <source>Go big gin with all 11 cards?</source>
        <translation>Të bëni xhin të madh me të 11 letrat?</translation>
    </message>
    <message>
        <source>You took %1 from the pile this turn: discard another card.</source>
        <translation>E morët %1 nga letrat e hedhura në këtë radhë: hidhni një letër tjetër.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile.</source>
        <translation>Merrni fillimisht një letër: nga pakoja ose nga letrat e hedhura.</translation>
    </message>
    <message>
        <source>The upcard is on offer first: take it or pass.</source>
        <translation>Fillimisht ofrohet letra e hapur: merreni ose thoni pas.</translation>
    </message>
    <message>
        <source>Lay cards off onto the knocker&apos;s melds, not onto his deadwood.</source>
        <translation>Vendosini letrat mbi kombinimet e atij që trokiti, jo mbi letrat e tij të pakombinuara.</translation>
    </message>
    <message>
        <source>%1 does not fit on that meld.</source>
        <translation>%1 nuk përshtatet në atë kombinim.</translation>
    </message>
    <message>
        <source>That spread is not allowed; take the lay-offs back and try again.</source>
        <translation>Ky shtrim nuk lejohet; merrini mbrapsht letrat e vendosura dhe provoni sërish.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Ndihmat jepen vetëm në radhën tuaj.</translation>
    </message>
    <message>
        <source>No hint this time: %1</source>
        <translation>Këtë herë pa ndihmë: %1</translation>
    </message>
    <message>
        <source>No play: draw a card.</source>
        <translation>Asnjë lëvizje: merrni një letër.</translation>
    </message>
    <message>
        <source>No play: end your turn.</source>
        <translation>Asnjë lëvizje: mbyllni radhën.</translation>
    </message>
    <message>
        <source>Play %1 (points: %2): %3</source>
        <translation>Luani %1 (pikë: %2): %3</translation>
    </message>
    <message>
        <source>(the best found in the time)</source>
        <translation>(më e mira që u gjet në kohën e dhënë)</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Merrni një letër nga pakoja.</translation>
    </message>
    <message>
        <source>Take the %1 from the pile.</source>
        <translation>Merrni %1 nga letrat e hedhura.</translation>
    </message>
    <message>
        <source>Pass on the %1.</source>
        <translation>Lëreni %1 dhe thoni pas.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1.</source>
        <translation>Trokitni duke hedhur %1.</translation>
    </message>
    <message>
        <source>Discard the %1.</source>
        <translation>Hidhni %1.</translation>
    </message>
    <message>
        <source>Go big gin.</source>
        <translation>Bëni xhin të madh.</translation>
    </message>
    <message>
        <source>Lay off %1, then spread your melds.</source>
        <translation>Vendosni %1, pastaj hapni kombinimet tuaja.</translation>
    </message>
    <message>
        <source>Nothing to lay off: spread your melds.</source>
        <translation>S’ka ç’të vendoset: hapni kombinimet tuaja.</translation>
    </message>
    <message>
        <source>Deal the next round.</source>
        <translation>Ndani letrat e raundit tjetër.</translation>
    </message>
    <message>
        <source>new meld %1</source>
        <translation>kombinim i ri %1</translation>
    </message>
    <message>
        <source>add %1 to meld %2</source>
        <translation>shtoni %1 te kombinimi %2</translation>
    </message>
    <message>
        <source>rebuild melds %1 into %2</source>
        <translation>rindërtoni kombinimet %1 në %2</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>Merrni një letër.</translation>
    </message>
    <message>
        <source>Knock: end the round now.</source>
        <translation>Trokitni: mbyllni raundin tani.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Mbyllni radhën.</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>Move the card cursor along a row</source>
        <translation>Lëviz kursorin e letrave përgjatë rreshtit</translation>
    </message>
    <message>
        <source>Move the card cursor to the row above or below</source>
        <translation>Lëviz kursorin e letrave te rreshti sipër ose poshtë</translation>
    </message>
    <message>
        <source>Select or deselect the card under the cursor</source>
        <translation>Zgjidh ose hiq zgjedhjen e letrës nën kursor</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Pastro zgjedhjen</translation>
    </message>
    <message>
        <source>Move the selected cards into the meld under the cursor, after its card, or into your hand</source>
        <translation>Kalo letrat e zgjedhura te kombinimi nën kursor, pas letrës së tij, ose në dorë</translation>
    </message>
    <message>
        <source>Make a new meld of the selected cards</source>
        <translation>Bëj një kombinim të ri me letrat e zgjedhura</translation>
    </message>
    <message>
        <source>Split the meld under the cursor after its card</source>
        <translation>Ndaje kombinimin nën kursor pas letrës së tij</translation>
    </message>
    <message>
        <source>Choose the card the joker under the cursor stands for</source>
        <translation>Zgjidh letrën që zëvendëson xhokeri nën kursor</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Merr një letër</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Mbyll radhën</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Troket</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Merr nga pakoja</translation>
    </message>
    <message>
        <source>Take the card on the discard pile</source>
        <translation>Merr letrën e sipërme të letrave të hedhura</translation>
    </message>
    <message>
        <source>Discard the card under the cursor; on the stock, the pile or a button: use it</source>
        <translation>Hidh letrën nën kursor; mbi pakon, letrat e hedhura ose një buton: përdore</translation>
    </message>
    <message>
        <source>Knock (or go gin), discarding the card under the cursor</source>
        <translation>Troket (ose bëj xhin) duke hedhur letrën nën kursor</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>një letër e fshehur</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>Asgjë e zgjedhur.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Të zgjedhura: %1</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, e zgjedhur</translation>
    </message>
    <message>
        <source>Your hand, card %1 of %2: %3</source>
        <translation>Dora juaj, letra %1 nga %2: %3</translation>
    </message>
    <message>
        <source>Table, meld %1 of %2, card %3 of %4: %5</source>
        <translation>Tavolina, kombinimi %1 nga %2, letra %3 nga %4: %5</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>Xhokeri i liruar duhet të kthehet në një kombinim para se të mbyllni radhën.</translation>
    </message>
    <message>
        <source>Freed joker %1 of %2: %3</source>
        <translation>Xhoker i liruar %1 nga %2: %3</translation>
    </message>
    <message>
        <source>not legal: %1</source>
        <translation>i palejuar: %1</translation>
    </message>
    <message>
        <source>a group, legal</source>
        <translation>grup, i lejuar</translation>
    </message>
    <message>
        <source>a sequence, legal</source>
        <translation>varg, i lejuar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Select cards with Space first, then press N for a new meld.</source>
        <translation>Zgjidhni fillimisht letrat me Space, pastaj shtypni N për një kombinim të ri.</translation>
    </message>
    <message>
        <source>Select cards with Space first, then move the cursor where they go and press Return.</source>
        <translation>Zgjidhni fillimisht letrat me Space, pastaj çoni kursorin aty ku shkojnë dhe shtypni Return.</translation>
    </message>
    <message>
        <source>Put the cursor on a meld or in your hand, then press Return.</source>
        <translation>Vendoseni kursorin mbi një kombinim ose në dorë, pastaj shtypni Return.</translation>
    </message>
    <message>
        <source>Stock, cards left: %1</source>
        <translation>Pakoja, letra të mbetura: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Letrat e hedhura: %1</translation>
    </message>
    <message>
        <source>Button: %1</source>
        <translation>Butoni: %1</translation>
    </message>
    <message>
        <source>You can&apos;t knock now.</source>
        <translation>Tani nuk mund të trokitni.</translation>
    </message>
</context>
<context>
    <name>KnockConfirmation</name>
    <message>
        <source>End the round?</source>
        <translation>Të mbyllet raundi?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Lojë e re</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numri i lojtarëve</translation>
    </message>
    <message>
        <source>Manipulation Rummy has no options: it is played exactly as its rules describe.</source>
        <translation>Remi me rirregullim nuk ka opsione: luhet pikërisht siç e përshkruajnë rregullat.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Rastësor</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The seed of every game is shown in the main window: type it here to play the same deal again.</source>
        <translation>Lëreni bosh për një shpërndarje të re. Numri i shpërndarjes së çdo loje shfaqet në dritaren kryesore: shkruajeni këtu për të luajtur sërish të njëjtën shpërndarje.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Nis lojën</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Emri i lojtarit %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>Lojtari %1 është</translation>
    </message>
    <message>
        <source>Big gin: 11 melded cards go out without a discard (31 points)</source>
        <translation>Xhin i madh: 11 letra në kombinime mbyllin dorën pa hedhur letër (31 pikë)</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be discarded in the same turn</source>
        <translation>Letra e sapomarrë nga letrat e hedhura nuk mund të hidhet në të njëjtën radhë</translation>
    </message>
    <message>
        <source>Hoyle bonuses: game 100, box 25 per round won, shutout doubles</source>
        <translation>Bonuset e Hoyle: 100 për lojën, 25 për çdo raund të fituar, dyfish kur kundërshtari mbetet pa pikë</translation>
    </message>
    <message>
        <source>A spade upcard doubles every score of the round</source>
        <translation>Kur letra e hapur është maç, dyfishohen të gjitha pikët e raundit</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>Bonusi i nënprerjes:</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>Bonusi i xhinit:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>Luhet deri në:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Lojtarët</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Numri i lojtarëve:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Emri</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Luan</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rregullat</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Loja:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Numri i shpërndarjes:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Njeri</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Kompjuter: %1</translation>
    </message>
    <message>
        <source>Simple (baseline)</source>
        <translation>I thjeshtë (niveli bazë)</translation>
    </message>
    <message>
        <source>This game is not played with this many players.</source>
        <translation>Kjo lojë nuk luhet me kaq lojtarë.</translation>
    </message>
    <message>
        <source>At least one player must be a person.</source>
        <translation>Të paktën një lojtar duhet të jetë njeri.</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Lojtari %1 duhet të ketë një emër.</translation>
    </message>
    <message>
        <source>The name of player %1 is too long.</source>
        <translation>Emri i lojtarit %1 është shumë i gjatë.</translation>
    </message>
    <message>
        <source>Player %1 has the same name as another player.</source>
        <translation>Lojtari %1 ka të njëjtin emër me një lojtar tjetër.</translation>
    </message>
    <message>
        <source>This computer level does not play this game.</source>
        <translation>Ky nivel i kompjuterit nuk e luan këtë lojë.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ju</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Lojtari %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompjuteri</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Kompjuteri %1</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Të tjerët, ju lutemi mos shikoni.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Jepjani %1</translation>
    </message>
    <message>
        <source>I am %1 — show my hand</source>
        <translation>Jam %1 — shfaq letrat e mia</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Për&amp;zgjidhi të gjitha</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Rrite</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Ule</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Shkëpute</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Mbyll</translation>
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
        <translation>&amp;Zhbëje</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ribëje</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Prije</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopjoje</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Ngjite</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Fshije</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Përzgjidhi të gjitha</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Shfaq hollësitë...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Fshih hollësitë...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Në rregull</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Po</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Jo</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Zbato</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Rikthe</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Rikthe parazgjedhjet</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ndihmë</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Ruaj</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Hidh poshtë</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Hap</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopjoje</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopjo vendndodhjen e &amp;lidhjes</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Përzgjidhi të gjitha</translation>
    </message>
</context>
<context>
    <name>RoundResultDialog</name>
    <message>
        <source>Undercut</source>
        <translation>Nënprerje</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>Mbyllja</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Bonusi i xhinit</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Xhin i madh</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonusi i lojës</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>Bonusi i raundeve</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Kundërshtari pa pikë</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Raunde të fituara</translation>
    </message>
    <message>
        <source>Reached %1</source>
        <translation>Arriti %1</translation>
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
        <translation>Askush nuk e fiton këtë raund.</translation>
    </message>
    <message>
        <source>Winner of the round: %1</source>
        <translation>Fitues i raundit: %1</translation>
    </message>
    <message>
        <source>Winners of the round: %1</source>
        <translation>Fitues të raundit: %1</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 – mbylli dorën.</translation>
    </message>
    <message>
        <source>%1 knocked with %2 points in hand.</source>
        <translation>%1 – trokiti me %2 pikë në dorë.</translation>
    </message>
    <message>
        <source>The stock ran out and nobody knocked.</source>
        <translation>Pakoja mbaroi dhe askush nuk trokiti.</translation>
    </message>
    <message>
        <source>No cards left: went out.</source>
        <translation>Nuk mbeti asnjë letër: mbylli dorën.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Në dorë</translation>
    </message>
    <message>
        <source>The upcard %1 set the knock limit to %2.</source>
        <translation>Letra e hapur %1 e caktoi kufirin e trokitjes në %2.</translation>
    </message>
    <message>
        <source>The upcard is a spade: every score of this round is doubled.</source>
        <translation>Letra e hapur është maç: të gjitha pikët e këtij raundi dyfishohen.</translation>
    </message>
    <message>
        <source>The points go into games %1.</source>
        <translation>Pikët shkojnë te lojërat %1.</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>Letra të pakombinuara</translation>
    </message>
    <message>
        <source>Only two cards were left in the stock: the round is drawn and nobody scores.</source>
        <translation>Në pako mbetën vetëm dy letra: raundi mbaron barazim dhe askush nuk merr pikë.</translation>
    </message>
    <message>
        <source>%1 went big gin.</source>
        <translation>%1 – bëri xhin të madh.</translation>
    </message>
    <message>
        <source>%1 went gin.</source>
        <translation>%1 – bëri xhin.</translation>
    </message>
    <message>
        <source>%1 knocked and %2 undercut.</source>
        <translation>%1 – trokiti; %2 – nënprerje.</translation>
    </message>
    <message>
        <source>%1 knocked.</source>
        <translation>%1 – trokiti.</translation>
    </message>
    <message>
        <source>laid off by %1</source>
        <translation>vendosur nga %1</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>të pakombinuara %1</translation>
    </message>
    <message>
        <source>Laid off %1 on %2&apos;s melds.</source>
        <translation>U vendosën %1 te kombinimet e %2.</translation>
    </message>
    <message>
        <source>Nothing may be laid off on gin.</source>
        <translation>Te xhini nuk vendoset asgjë.</translation>
    </message>
    <message>
        <source>Oklahoma doubling ×2</source>
        <translation>Dyfishimi Oklahoma ×2</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Raundi mbaroi</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Letrat në dorë</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Ky raund</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Lojtari</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonuse</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pikë</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pikët</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Rezultati përfundimtar</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Raundi tjetër</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Manipulation Rummy</source>
        <translation>Rregullat e remit me rirregullim</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy, Oklahoma Gin and Hollywood Gin</source>
        <translation>Rregullat e xhin remit, xhinit Oklahoma dhe xhinit Hollywood</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Grafiku i pikëve</translation>
    </message>
    <message>
        <source>No round has been scored yet.</source>
        <translation>Ende nuk është shënuar asnjë raund.</translation>
    </message>
    <message>
        <source>Totals after round %1: %2</source>
        <translation>Gjithsej pas raundit %1: %2</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Raundi</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pikët</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Drawn round: nobody scores</source>
        <translation>Raund barazim: askush nuk merr pikë</translation>
    </message>
    <message>
        <source>+%1 = %2</source>
        <translation>+%1 = %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gjithsej</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <translation>%1, fitues</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Loja %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Raundi</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>fitoi %1</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>në lojë</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>pa nisur</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Raundi %1</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>Ende pa pikë.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Cilësimet</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>E ngadaltë</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>E shpejtë</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>E menjëhershme (pa animacion)</translation>
    </message>
    <message>
        <source>Four-colour deck (♦ blue, ♣ green)</source>
        <translation>Pako me katër ngjyra (♦ blu, ♣ jeshile)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>E kuqe</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Jeshile</translation>
    </message>
    <message>
        <source>Ask before ending a turn</source>
        <translation>Pyet para se të mbyllet radha</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>Pyet para trokitjes</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Si në sistem</translation>
    </message>
    <message>
        <source>Level of opponent %1</source>
        <translation>Niveli i kundërshtarit %1</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Letrat</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Madhësia e letrave:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Shpina e letrave:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Shpejtësia e animacionit:</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Loja</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Gjuha:</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>Lojëra të reja</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Loja:</translation>
    </message>
    <message>
        <source>Computer opponents:</source>
        <translation>Kundërshtarë kompjuter:</translation>
    </message>
    <message>
        <source>Their levels:</source>
        <translation>Nivelet e tyre:</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Shkurtoret e tastierës</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tastet</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Çfarë bëjnë</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menytë</translation>
    </message>
    <message>
        <source>On the table, in both games</source>
        <translation>Në tavolinë, në të dyja lojërat</translation>
    </message>
    <message>
        <source>Manipulation Rummy</source>
        <translation>Remi me rirregullim</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Xhin remi</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Shkurtoret e tastierës</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistikat</translation>
    </message>
    <message>
        <source>No game has been counted yet. Games of one person against the computer are counted when they end.</source>
        <translation>Ende nuk është numëruar asnjë lojë. Lojërat e një njeriu kundër kompjuterit numërohen kur mbarojnë.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Loja:</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Rezultatet tuaja</translation>
    </message>
    <message>
        <source>This game, round by round</source>
        <translation>Kjo lojë, raund pas raundi</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Fshi statistikat…</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Të gjitha nivelet</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Nivele të përziera</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Fshi statistikat</translation>
    </message>
    <message>
        <source>Forget every game counted so far, for every game and level? This cannot be undone.</source>
        <translation>Të harrohen të gjitha lojërat e numëruara deri tani, për çdo lojë dhe nivel? Kjo nuk mund të zhbëhet.</translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message>
        <source>The game is over. Choose Game ▸ New to play again.</source>
        <translation>Loja mbaroi. Zgjidhni Loja ▸ Lojë e re për të luajtur sërish.</translation>
    </message>
    <message>
        <source>The round is over. Click Next round to deal the next one.</source>
        <translation>Raundi mbaroi. Klikoni «Raundi tjetër» për të ndarë letrat sërish.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Luan %1…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard %1, or pass.</source>
        <translation>Radha juaj: merrni letrën e hapur %1, ose thoni pas.</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the top of the discard pile.</source>
        <translation>Radha juaj: merrni një letër nga pakoja ose letrën e sipërme të letrave të hedhura.</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or go gin (no knocking this round).</source>
        <translation>Radha juaj: hidhni një letër, ose bëni xhin (në këtë raund nuk trokitet).</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock with at most %1 deadwood.</source>
        <translation>Radha juaj: hidhni një letër, ose trokitni me jo më shumë se %1 pikë të pakombinuara.</translation>
    </message>
    <message>
        <source>%1 knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>%1 – trokiti: hapni kombinimet tuaja dhe vendosni çfarë të mundeni, pastaj shtypni «Gati».</translation>
    </message>
</context>
</TS>
