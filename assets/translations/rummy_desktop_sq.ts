<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Latest news: %1</source>
        <translation>Lajmi i fundit: %1</translation>
    </message>
</context>
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
        <source>S&amp;ettings…</source>
        <translation>&amp;Cilësimet…</translation>
    </message>
    <message>
        <source>Your games are not being kept</source>
        <translation>Lojërat tuaja nuk po ruhen</translation>
    </message>
    <message>
        <source>Rummy Desktop cannot write in its data folder %1: %2.

Play goes on, but until it can, the game in progress is not autosaved and your statistics are not kept.</source>
        <translation>Rummy Desktop nuk mund të shkruajë në dosjen e vet të të dhënave %1: %2.

Loja vazhdon, por derisa të mundet, loja në vazhdim nuk ruhet automatikisht dhe statistikat tuaja nuk mbahen.</translation>
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
        <source>Rummy Desktop stopped unexpectedly last time, in the middle of a game.</source>
        <translation>Herën e fundit Rummy Desktop u ndal papritur, në mes të një loje.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Të vazhdohet loja?</translation>
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
        <source>What happened is written in %1.</source>
        <translation>Çfarë ndodhi është shkruar te %1.</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly</source>
        <translation>Rummy Desktop u ndal papritur</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly last time.</source>
        <translation>Herën e fundit Rummy Desktop u ndal papritur.</translation>
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
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here and counts as abandoned in your statistics (not as lost).</source>
        <translation>Loja në vazhdim nuk ka mbaruar. Nëse nisni një tjetër, kjo mbaron këtu dhe në statistikat tuaja llogaritet si e braktisur (jo si e humbur).</translation>
    </message>
    <message>
        <source>Another copy of Rummy Desktop uses the same data folder and does not answer: this window keeps its game apart from that copy&apos;s.</source>
        <translation>Një kopje tjetër e Rummy Desktop përdor të njëjtën dosje të dhënash dhe nuk përgjigjet: kjo dritare e mban lojën e saj veçmas nga ajo e asaj kopjeje.</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here.</source>
        <translation>Loja në vazhdim nuk ka mbaruar. Nëse nisni një tjetër, kjo mbaron këtu.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Të braktiset kjo lojë?</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Braktise</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Vazhdo lojën</translation>
    </message>
    <message>
        <source>Resume it? If you do not, it counts as abandoned.</source>
        <translation>Ta vazhdoni? Nëse jo, llogaritet si e braktisur.</translation>
    </message>
    <message>
        <source>Opened the backup copy %1.</source>
        <translation>U hap kopja rezervë %1.</translation>
    </message>
    <message>
        <source>Its backup copy %1, saved %2, opens. Open the backup instead? Save then writes the game to %3 again.</source>
        <translation>Kopja e tij rezervë %1, e ruajtur më %2, hapet. Të hapet kopja rezervë në vend të tij? Ruajtja pastaj e shkruan lojën sërish te %3.</translation>
    </message>
    <message>
        <source>Open the backup</source>
        <translation>Hap kopjen rezervë</translation>
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
    <message>
        <source>You drew the %1.</source>
        <extracomment>Said to a screen reader after your own draw: %1 is the card in words (&quot;seven of hearts&quot;).</extracomment>
        <translation>Letra që morët: %1.</translation>
    </message>
</context>
<context>
    <name>CardNotation</name>
    <message>
        <source>“{text}” is not a card as saves write it: the card, then “#” and which of the identical cards it is (0 for the first)</source>
        <translation>«{text}» nuk është letër e shkruar siç e shkruajnë skedarët e ruajtjes: letra, pastaj «#» dhe se cila nga letrat e njëjta është (0 për të parën)</translation>
    </message>
    <message>
        <source>“{text}” is a joker, not a card a joker can stand for</source>
        <translation>«{text}» është xhoker, jo një letër që mund ta zëvendësojë xhokeri</translation>
    </message>
    <message>
        <source>the card text is empty</source>
        <translation>teksti i letrës është bosh</translation>
    </message>
    <message>
        <source>“{text}”: a joker must declare a card such as JK=7H</source>
        <translation>«{text}»: xhokerit duhet t’i caktohet një letër, p.sh. JK=7H</translation>
    </message>
    <message>
        <source>“{text}” is not a card (a joker is written JK or JK=7H)</source>
        <translation>«{text}» nuk është letër (xhokeri shkruhet JK ose JK=7H)</translation>
    </message>
    <message>
        <source>“{text}” is not a card (write rank then suit, e.g. AS, 10H, QD)</source>
        <translation>«{text}» nuk është letër (shkruani vlerën e pastaj ngjyrën, p.sh. AS, 10H, QD)</translation>
    </message>
    <message>
        <source>this game has no {card}</source>
        <translation>kjo lojë nuk ka {card}</translation>
    </message>
    <message>
        <source>{card} is given {count} times, but the game has only {most}</source>
        <translation>{card} jepet {count} herë, por loja ka vetëm {most}</translation>
    </message>
</context>
<context>
    <name>CardTableScene</name>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>Pirgu: klikojeni për të marrë një letër.</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Pirgu: %1</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The label of the opponent whose turn it is: %1 is &quot;Anna: 7 cards&quot;. Point the arrow at it.</extracomment>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Radha juaj</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Radha e %1</translation>
    </message>
</context>
<context>
    <name>CardTableWords</name>
    <message numerus="yes">
        <source>%1: %n cards</source>
        <translation>
            <numerusform>%1: %n letër</numerusform>
            <numerusform>%1: %n letra</numerusform>
        </translation>
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
        <source>Rummy Desktop ran into a problem it did not expect:
%1</source>
        <extracomment>%1 is the error in technical words, on the line below.</extracomment>
        <translation>Rummy Desktop hasi në një problem të papritur:
%1</translation>
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
    <name>GameLog</name>
    <message>
        <source>gin bonus {amount}</source>
        <translation>bonusi i xhinit {amount}</translation>
    </message>
    <message>
        <source>big gin bonus {amount}</source>
        <translation>bonusi i xhinit të madh {amount}</translation>
    </message>
    <message>
        <source>undercut bonus {amount}</source>
        <translation>bonusi i nënprerjes {amount}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ju</translation>
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
        <source>You draw a third card; the turn is over.</source>
        <translation>Morët një letër të tretë; radha mbaroi.</translation>
    </message>
    <message>
        <source>{name} draws a third card; the turn is over.</source>
        <translation>{name} mori një letër të tretë; radha mbaroi.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Morët një letër.</translation>
    </message>
    <message>
        <source>{name} draws a card.</source>
        <translation>{name} mori një letër.</translation>
    </message>
    <message>
        <source>You play {cards} and rebuild the table.</source>
        <translation>Luajtët {cards} dhe rirregulluat tavolinën.</translation>
    </message>
    <message>
        <source>{name} plays {cards} and rebuilds the table.</source>
        <translation>{name} luajti {cards} dhe rirregulloi tavolinën.</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>Luajtët {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name} luajti {cards}.</translation>
    </message>
    <message>
        <source>You do not knock.</source>
        <translation>Nuk trokitët.</translation>
    </message>
    <message>
        <source>{name} does not knock.</source>
        <translation>{name} nuk trokiti.</translation>
    </message>
    <message>
        <source>You end the turn without melding.</source>
        <translation>E mbyllët radhën pa shtruar.</translation>
    </message>
    <message>
        <source>{name} ends the turn without melding.</source>
        <translation>{name} e mbylli radhën pa shtruar.</translation>
    </message>
    <message>
        <source>Round {round}: You deal.</source>
        <translation>Raundi {round}: ndani ju.</translation>
    </message>
    <message>
        <source>Round {round}: {name} deals.</source>
        <translation>Raundi {round}: ndan {name}.</translation>
    </message>
    <message>
        <source>New game: {names}. {deal}</source>
        <translation>Lojë e re: {names}. {deal}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} dhe {last}</translation>
    </message>
    <message>
        <source>Round {round} is over: You went out.</source>
        <translation>Raundi {round} mbaroi: mbyllët dorën.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} went out.</source>
        <translation>Raundi {round} mbaroi: {name} mbylli dorën.</translation>
    </message>
    <message>
        <source>Round {round} is over: You knocked.</source>
        <translation>Raundi {round} mbaroi: trokitët.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} knocked.</source>
        <translation>Raundi {round} mbaroi: {name} trokiti.</translation>
    </message>
    <message>
        <source>Round {round} is over: the stock ran out.</source>
        <translation>Raundi {round} mbaroi: pirgu u mbarua.</translation>
    </message>
    <message>
        <source>The game is over: You win with {points} points.</source>
        <translation>Loja mbaroi: fituat me {points} pikë.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins with {points} points.</source>
        <translation>Loja mbaroi: fitoi {name} me {points} pikë.</translation>
    </message>
    <message>
        <source>The game is over: {names} win with {points} points.</source>
        <translation>Loja mbaroi: fituan {names} me {points} pikë.</translation>
    </message>
    <message>
        <source>You take the upcard {card}.</source>
        <translation>Morët letrën e hapur {card}.</translation>
    </message>
    <message>
        <source>{name} takes the upcard {card}.</source>
        <translation>{name} mori letrën e hapur {card}.</translation>
    </message>
    <message>
        <source>You pass the upcard {card}.</source>
        <translation>E refuzuat letrën e hapur {card}.</translation>
    </message>
    <message>
        <source>{name} passes the upcard {card}.</source>
        <translation>{name} refuzoi letrën e hapur {card}.</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <translation>Morët nga pirgu.</translation>
    </message>
    <message>
        <source>{name} draws from the stock.</source>
        <translation>{name} mori nga pirgu.</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile.</source>
        <translation>Morët {card} nga letrat e hedhura.</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile.</source>
        <translation>{name} mori {card} nga letrat e hedhura.</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>Hodhët {card}.</translation>
    </message>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name} hodhi {card}.</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}.</source>
        <translation>Bëtë xhin duke hedhur {card}.</translation>
    </message>
    <message>
        <source>{name} goes gin, discarding {card}.</source>
        <translation>{name} bëri xhin duke hedhur {card}.</translation>
    </message>
    <message>
        <source>You show {melds}, with {cards} as deadwood.</source>
        <translation>Shtruat: {melds}; të pakombinuara: {cards}.</translation>
    </message>
    <message>
        <source>{name} shows {melds}, with {cards} as deadwood.</source>
        <translation>{name} shtroi: {melds}; të pakombinuara: {cards}.</translation>
    </message>
    <message>
        <source>You go big gin with all eleven cards.</source>
        <translation>Bëtë xhin të madh me të njëmbëdhjetë letrat.</translation>
    </message>
    <message>
        <source>{name} goes big gin with all eleven cards.</source>
        <translation>{name} bëri xhin të madh me të njëmbëdhjetë letrat.</translation>
    </message>
    <message>
        <source>no melds</source>
        <translation>asnjë kombinim</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>asgjë</translation>
    </message>
    <message>
        <source>You spread {melds} and lay off {cards}.</source>
        <translation>Shtruat: {melds}; ngjitët: {cards}.</translation>
    </message>
    <message>
        <source>{name} spreads {melds} and lays off {cards}.</source>
        <translation>{name} shtroi: {melds}; ngjiti: {cards}.</translation>
    </message>
    <message>
        <source>You deal; the upcard is {card}.</source>
        <translation>Ndani ju; letra e hapur është {card}.</translation>
    </message>
    <message>
        <source>{name} deals; the upcard is {card}.</source>
        <translation>Ndan {name}; letra e hapur është {card}.</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>vetëm xhin</translation>
    </message>
    <message>
        <source>knock with at most {limit}</source>
        <translation>trokitje me jo më shumë se {limit}</translation>
    </message>
    <message>
        <source>This round: {limit}, scores doubled.</source>
        <translation>Këtë raund: {limit}, pikët dyfishohen.</translation>
    </message>
    <message>
        <source>This round: {limit}.</source>
        <translation>Këtë raund: {limit}.</translation>
    </message>
    <message>
        <source>The round is drawn: the stock ran down to two cards. Nobody scores.</source>
        <translation>Raundi mbaron barazim: në pirg mbetën dy letra. Askush nuk merr pikë.</translation>
    </message>
    <message>
        <source>The round is over: You went big gin.</source>
        <translation>Raundi mbaroi: bëtë xhin të madh.</translation>
    </message>
    <message>
        <source>The round is over: {name} went big gin.</source>
        <translation>Raundi mbaroi: {name} bëri xhin të madh.</translation>
    </message>
    <message>
        <source>The round is over: You went gin.</source>
        <translation>Raundi mbaroi: bëtë xhin.</translation>
    </message>
    <message>
        <source>The round is over: {name} went gin.</source>
        <translation>Raundi mbaroi: {name} bëri xhin.</translation>
    </message>
    <message>
        <source>The round is over: You knocked.</source>
        <translation>Raundi mbaroi: trokitët.</translation>
    </message>
    <message>
        <source>The round is over: {name} knocked.</source>
        <translation>Raundi mbaroi: {name} trokiti.</translation>
    </message>
    <message>
        <source>You undercut.</source>
        <translation>Bëtë nënprerje.</translation>
    </message>
    <message>
        <source>{name} undercut.</source>
        <translation>{name} bëri nënprerje.</translation>
    </message>
    <message>
        <source>The round counts double.</source>
        <translation>Raundi llogaritet dyfish.</translation>
    </message>
    <message>
        <source>The game is over: You win.</source>
        <translation>Loja mbaroi: fituat.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins.</source>
        <translation>Loja mbaroi: fitoi {name}.</translation>
    </message>
    <message>
        <source>The match is over: {names} share it with equal net totals of {points}.</source>
        <translation>Ndeshja mbaroi: {names} e ndajnë me të njëjtin total neto prej {points}.</translation>
    </message>
    <message>
        <source>The match is over: You win with a net total of {points} to {loser}.</source>
        <translation>Ndeshja mbaroi: fituat me total neto {points} kundër {loser}.</translation>
    </message>
    <message>
        <source>The match is over: {name} wins with a net total of {points} to {loser}.</source>
        <translation>Ndeshja mbaroi: fitoi {name} me total neto {points} kundër {loser}.</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>xhoker</translation>
    </message>
    <message>
        <source>(joker as {card})</source>
        <extracomment>A joker on the table among other cards, as in &quot;You play 5♥ (joker as 6♥) 7♥.&quot;; {card} is the card it stands for.</extracomment>
        <translation>(xhoker si {card})</translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n points in hand.</source>
        <translation>
            <numerusform>Trokitët me %n pikë në dorë.</numerusform>
            <numerusform>Trokitët me %n pikë në dorë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n points in hand.</source>
        <translation>
            <numerusform>{name} trokiti me %n pikë në dorë.</numerusform>
            <numerusform>{name} trokiti me %n pikë në dorë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n.</source>
        <translation>
            <numerusform>Fituat %n pikë.</numerusform>
            <numerusform>Fituat %n pikë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n.</source>
        <translation>
            <numerusform>{name} fitoi %n pikë.</numerusform>
            <numerusform>{name} fitoi %n pikë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>Trokitët me %n pikë të pakombinuar, duke hedhur {card}.</numerusform>
            <numerusform>Trokitët me %n pikë të pakombinuara, duke hedhur {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>{name} trokiti me %n pikë të pakombinuar, duke hedhur {card}.</numerusform>
            <numerusform>{name} trokiti me %n pikë të pakombinuara, duke hedhur {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n ({bonuses}).</source>
        <translation>
            <numerusform>Fituat %n pikë ({bonuses}).</numerusform>
            <numerusform>Fituat %n pikë ({bonuses}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n ({bonuses}).</source>
        <translation>
            <numerusform>{name} fitoi %n pikë ({bonuses}).</numerusform>
            <numerusform>{name} fitoi %n pikë ({bonuses}).</numerusform>
        </translation>
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
        <translation>%1 arriti në %2: loja mbaroi.</translation>
    </message>
    <message>
        <source>You reached %1: the game is over.</source>
        <translation>Arritët në %1: loja mbaroi.</translation>
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
        <source>The match goes to the higher net total: the margins of the games each player won, bonuses included, added up.</source>
        <translation>Ndeshjen e fiton totali neto më i lartë: diferencat e lojërave që fitoi secili lojtar, me bonuset, të mbledhura.</translation>
    </message>
    <message>
        <source>The match is shared: %1 (equal net totals)</source>
        <translation>Ndeshja e ndarë: %1 (totale neto të barabarta)</translation>
    </message>
    <message>
        <source>Winner of the match: %1</source>
        <translation>Fitues i ndeshjes: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Loja mbaroi</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Ndeshja</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Lojtari</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Lojëra të fituara</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>Totali neto</translation>
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
    <message>
        <source>Reaching %1 earns %2 points. Round bonus for every player (an option of this game): every player earns %3 for each round won, those who reached %1 too.</source>
        <translation>Arritja e %1 pikëve sjell %2 pikë. Bonus raundesh për çdo lojtar (opsion i kësaj loje): çdo lojtar merr %3 për çdo raund të fituar, edhe ata që arritën %1.</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points; every player who did not reach %1 earns %3 for each round won.</source>
        <translation>Arritja e %1 pikëve sjell %2 pikë; çdo lojtar që nuk arriti %1 merr %3 për çdo raund të fituar.</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <extracomment>How much the game was won by, for screen readers: %1 the winner, %2 the points ahead of the next player.</extracomment>
        <translation>%1 fiton me diferencë %2</translation>
    </message>
    <message>
        <source>Net totals: %1</source>
        <translation>Totalet neto: %1</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>Rezultatet përfundimtare: %1</translation>
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
            <numerusform>po të hidhet {card} mbetet %n pikë e pakombinuar: tepër për trokitje ({limit} në këtë raund)</numerusform>
            <numerusform>po të hidhet {card} mbeten %n pikë të pakombinuara: tepër për trokitje ({limit} në këtë raund)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this spread leaves %n deadwood: too much to knock ({limit} this round)</source>
        <translation>
            <numerusform>ky shtrim lë %n pikë të pakombinuar: tepër për trokitje ({limit} në këtë raund)</numerusform>
            <numerusform>ky shtrim lë %n pikë të pakombinuara: tepër për trokitje ({limit} në këtë raund)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinPage</name>
    <message>
        <source>Hand</source>
        <translation>Dora</translation>
    </message>
    <message>
        <source>Top of the discard pile</source>
        <translation>Maja e letrave të hedhura</translation>
    </message>
    <message>
        <source>Alternatives, by the expert level&apos;s average points of the round</source>
        <translation>Alternativat, sipas pikëve mesatare të raundit te niveli ekspert</translation>
    </message>
    <message>
        <source>Round %1, your decision %2 (%3 of %4)</source>
        <translation>Raundi %1, vendimi juaj %2 (%3 nga %4)</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Merr letrën e hapur</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>Refuzo letrën e hapur</translation>
    </message>
    <message>
        <source>Draw from the discard pile</source>
        <translation>Tërhiq nga letrat e hedhura</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Tërhiq nga pirgu</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Hidh %1</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>Trokit, duke hedhur %1</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>Ende pa u analizuar</translation>
    </message>
    <message>
        <source> (your choice)</source>
        <translation> (zgjedhja juaj)</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Alternativa</translation>
    </message>
    <message>
        <source>Points of the round</source>
        <translation>Pikët e raundit</translation>
    </message>
    <message>
        <source>Round %1, decision %2</source>
        <extracomment>A line of the review&apos;s list of decisions: %1 the round, %2 the person&apos;s decision in it.</extracomment>
        <translation>Raundi %1, vendimi %2</translation>
    </message>
    <message>
        <source>%1: %2 lost</source>
        <extracomment>%1 is the decision (&quot;Round 1, decision 2&quot;), %2 the average points lost (&quot;3.2&quot;).</extracomment>
        <translation>%1: %2 pikë të humbura mesatarisht</translation>
    </message>
    <message>
        <source>%1: best choice</source>
        <translation>%1: zgjedhja më e mirë</translation>
    </message>
    <message>
        <source>Big mistake: %1 points lost on average.</source>
        <translation>Gabim i madh: mesatarisht u humbën %1 pikë.</translation>
    </message>
    <message>
        <source>%1 points lost on average.</source>
        <translation>Mesatarisht u humbën %1 pikë.</translation>
    </message>
    <message>
        <source>Best choice.</source>
        <translation>Zgjedhja më e mirë.</translation>
    </message>
    <message>
        <source>Points lost on average in the game: %1.</source>
        <translation>Pikë të humbura mesatarisht në lojë: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistakes (each worth %1 points or more).</source>
        <translation>
            <numerusform>%n gabim i madh (secili me vlerë %1 pikë ose më shumë).</numerusform>
            <numerusform>%n gabime të mëdha (secili me vlerë %1 pikë ose më shumë).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinRules</name>
    <message>
        <source>the game is over</source>
        <translation>loja ka mbaruar</translation>
    </message>
    <message>
        <source>upcard offer</source>
        <translation>ofrimit të letrës së hapur</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>marrjes së letrës</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>hedhjes së letrës</translation>
    </message>
    <message>
        <source>layoff</source>
        <translation>ngjitjes së letrave</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>mbarimit të raundit</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>mbarimit të lojës</translation>
    </message>
    <message>
        <source>not now: the game is in the {phase} phase</source>
        <translation>jo tani: loja është në fazën e {phase}</translation>
    </message>
    <message>
        <source>both players passed the upcard: the non-dealer now draws from the stock</source>
        <translation>të dy lojtarët e refuzuan letrën e hapur: tani merr nga pirgu ai që nuk ndau</translation>
    </message>
    <message>
        <source>the upcard is on offer first: take it or pass</source>
        <translation>fillimisht ofrohet letra e hapur: merreni ose thoni pas</translation>
    </message>
    <message>
        <source>on the first turn the upcard is offered: take it or pass it</source>
        <translation>në radhën e parë ofrohet letra e hapur: merreni ose thoni pas</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} nuk është në dorën tuaj</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile and may not be discarded this turn</source>
        <translation>{card} sapo u mor nga letrat e hedhura dhe nuk mund të hidhet në këtë radhë</translation>
    </message>
    <message>
        <source>only gin is allowed</source>
        <translation>lejohet vetëm xhin</translation>
    </message>
    <message>
        <source>at most {limit}</source>
        <translation>jo më shumë se {limit}</translation>
    </message>
    <message>
        <source>all your cards meld: this knock is gin, spread with no deadwood</source>
        <translation>të gjitha letrat tuaja janë në kombinime: kjo trokitje është xhin dhe shtrohet pa letra të pakombinuara</translation>
    </message>
    <message>
        <source>big gin is not played in this game (it is an option)</source>
        <translation>në këtë lojë nuk luhet xhin i madh (është opsion)</translation>
    </message>
    <message>
        <source>{card} is used twice in the spread</source>
        <translation>{card} përdoret dy herë në shtrim</translation>
    </message>
    <message>
        <source>{card} is the card you discard: it cannot be spread</source>
        <translation>{card} është letra që hidhni: nuk mund të shtrohet</translation>
    </message>
    <message>
        <source>{cards} is not a meld: {problem}</source>
        <translation>{cards} nuk është kombinim: {problem}</translation>
    </message>
    <message>
        <source>there is no knocker&apos;s meld number {index} to lay off on</source>
        <translation>ai që trokiti nuk ka kombinim me numër {index} ku të ngjiten letra</translation>
    </message>
    <message>
        <source>lay-offs on the knocker&apos;s meld number {index} must be given together</source>
        <translation>letrat që ngjiten te kombinimi {index} i atij që trokiti duhet të jepen së bashku</translation>
    </message>
    <message>
        <source>no cards are laid off on the knocker&apos;s meld number {index}</source>
        <translation>te kombinimi {index} i atij që trokiti nuk ngjitet asnjë letër</translation>
    </message>
    <message>
        <source>{cards} cannot be laid off on {meld}: {problem}</source>
        <translation>{cards} nuk mund të ngjiten te {meld}: {problem}</translation>
    </message>
    <message>
        <source>big gin needs all 11 cards melded (deadwood: {points})</source>
        <translation>xhini i madh kërkon të 11 letrat në kombinime (të pakombinuara: {points})</translation>
    </message>
</context>
<context>
    <name>GinScene</name>
    <message>
        <source>The stock: click it or drag its top card into your hand to draw.</source>
        <translation>Pirgu: klikojeni ose tërhiqni letrën e sipërme në dorë për të marrë një letër.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Trokit</translation>
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
        <translation>Të pakombinuara %1 pas ngjitjeve</translation>
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
        <source>You knocked: you are laying off.</source>
        <translation>Trokitët: po ngjitni letra.</translation>
    </message>
    <message>
        <source>You knocked: %1 is laying off.</source>
        <translation>Trokitët: %1 po ngjit letra.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Merr %1</translation>
    </message>
    <message>
        <source>Take the upcard, then discard.</source>
        <translation>Merrni letrën e hapur, pastaj hidhni një letër.</translation>
    </message>
    <message numerus="yes">
        <source>You knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>Trokitët me %n pikë të pakombinuar: ngjitini letrat tuaja në kombinimet.</numerusform>
            <numerusform>Trokitët me %n pikë të pakombinuara: ngjitini letrat tuaja në kombinimet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>%1 trokiti me %n pikë të pakombinuar: ngjitini letrat tuaja në kombinimet.</numerusform>
            <numerusform>%1 trokiti me %n pikë të pakombinuara: ngjitini letrat tuaja në kombinimet.</numerusform>
        </translation>
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
        <translation>Të 11 letrat janë në kombinime: bëni xhin të madh pa hedhur letër.</translation>
    </message>
    <message>
        <source>Best lay-off</source>
        <translation>Ngjitja më e mirë</translation>
    </message>
    <message>
        <source>Lay off and meld your cards the best way.</source>
        <translation>Ngjitini letrat dhe renditini në kombinime në mënyrën më të mirë.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gati</translation>
    </message>
    <message>
        <source>Spread your hand with the cards laid off so far.</source>
        <translation>Shtroni dorën me letrat e ngjitura deri tani.</translation>
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
        <source>You can knock only on your own turn.</source>
        <translation>Mund të trokitni vetëm kur është radha juaj.</translation>
    </message>
    <message>
        <source>Your opponent knocked: lay your cards off on the melds, then choose Done.</source>
        <translation>Kundërshtari trokiti: ngjitini letrat në kombinimet, pastaj zgjidhni Gati.</translation>
    </message>
    <message>
        <source>Draw a card first: you knock as you discard.</source>
        <translation>Së pari tërhiqni një letër: trokitni kur hidhni një letër.</translation>
    </message>
    <message>
        <source>You can&apos;t knock now.</source>
        <translation>Nuk mund të trokitni tani.</translation>
    </message>
    <message>
        <source>Only gin ends this round, and your deadwood is at least %1.</source>
        <translation>Këtë raund e mbyll vetëm xhini, dhe të pakombinuarat tuaja janë të paktën %1.</translation>
    </message>
    <message>
        <source>You can&apos;t knock: your deadwood is at least %1, more than %2.</source>
        <translation>Nuk mund të trokitni: të pakombinuarat tuaja janë të paktën %1, më shumë se %2.</translation>
    </message>
    <message>
        <source>Select one card of your hand first, then lay it off on a meld.</source>
        <translation>Së pari zgjidhni një letër të dorës, pastaj ngjiteni në një kombinim.</translation>
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
        <source>Go big gin with all 11 cards?</source>
        <translation>Të bëni xhin të madh me të 11 letrat?</translation>
    </message>
    <message>
        <source>You took %1 from the pile this turn: discard another card.</source>
        <translation>E morët %1 nga letrat e hedhura në këtë radhë: hidhni një letër tjetër.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile.</source>
        <translation>Merrni fillimisht një letër: nga pirgu ose nga letrat e hedhura.</translation>
    </message>
    <message>
        <source>The upcard is on offer first: take it or pass.</source>
        <translation>Fillimisht ofrohet letra e hapur: merreni ose thoni pas.</translation>
    </message>
    <message>
        <source>Lay cards off onto the knocker&apos;s melds, not onto his deadwood.</source>
        <translation>Ngjitini letrat te kombinimet e atij që trokiti, jo te letrat e tij të pakombinuara.</translation>
    </message>
    <message>
        <source>%1 does not fit on that meld.</source>
        <translation>%1 nuk përshtatet në atë kombinim.</translation>
    </message>
    <message>
        <source>That spread is not allowed; take the lay-offs back and try again.</source>
        <translation>Ky shtrim nuk lejohet; merrini mbrapsht letrat e ngjitura dhe provoni sërish.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Over your Gin hand while it is your move: &quot;Your turn&quot; (%1), then the deadwood line (%2).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Knock, discarding %1? You spread with %n deadwood.</source>
        <translation>
            <numerusform>Të trokitni duke hedhur %1? Do ta shtroni dorën me %n pikë të pakombinuar.</numerusform>
            <numerusform>Të trokitni duke hedhur %1? Do ta shtroni dorën me %n pikë të pakombinuara.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Këshillë</translation>
    </message>
    <message>
        <source>The hint&apos;s plan</source>
        <translation>Plani i këshillës</translation>
    </message>
</context>
<context>
    <name>HintPlan</name>
    <message>
        <source>Your table is the best play (points: %1): End turn.</source>
        <translation>Tavolina juaj është lëvizja më e mirë (pikë: %1): Mbyll radhën.</translation>
    </message>
    <message numerus="yes">
        <source>Play %1 (points: %2) in %n steps:</source>
        <translation>
            <numerusform>Luani %1 (pikë: %2) me %n hap:</numerusform>
            <numerusform>Luani %1 (pikë: %2) me %n hapa:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (the best found in the time)</source>
        <extracomment>A hint that is the best play the search found before its time ran out: %1 is the hint.</extracomment>
        <translation>%1 (më e mira që u gjet në kohën në dispozicion)</translation>
    </message>
    <message numerus="yes">
        <source>%n more steps in the Hint panel.</source>
        <extracomment>Under the first step of a hint&apos;s plan on the table; the other steps are listed in the Hint panel.</extracomment>
        <translation>
            <numerusform>Edhe %n hap në panelin Këshillë.</numerusform>
            <numerusform>Edhe %n hapa në panelin Këshillë.</numerusform>
        </translation>
    </message>
    <message>
        <source>No play is possible from the table and hand your turn began with: Reset turn puts the table back.</source>
        <translation>Asnjë lëvizje nuk është e mundur nga tavolina dhe dora me të cilat nisi radha juaj: Rinis radhën e kthen tavolinën siç ishte.</translation>
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
        <source>%1 from your hand</source>
        <translation>%1 nga dora juaj</translation>
    </message>
    <message>
        <source>%1 from the freed jokers</source>
        <translation>%1 nga xhokerët e liruar</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 nga %2</translation>
    </message>
    <message>
        <source>take %1 back into your hand</source>
        <translation>merrni %1 përsëri në dorë</translation>
    </message>
    <message>
        <source>put %1 on the joker in %2: the joker is free</source>
        <translation>vendosni %1 mbi xhokerin në %2: xhokeri lirohet</translation>
    </message>
    <message>
        <source>new meld %1 of %2</source>
        <translation>kombinim i ri %1 me %2</translation>
    </message>
    <message>
        <source>double-click the joker in %1 and choose %2</source>
        <translation>klikoni dy herë xhokerin në %1 dhe zgjidhni %2</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>kaloni %1 te %2</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Këshillat jepen vetëm në radhën tuaj.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>Merrni një letër nga pirgu.</translation>
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
        <source>Knock, discarding the %1: about 1 in %2 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks like it one is undercut in (&quot;about 1 in 3&quot;), %3 the opponent&apos;s name.</extracomment>
        <translation>Trokitni duke hedhur %1: rreth 1 në %2 gjasa që %3 t&apos;ju bëjë nënprerje.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1: about %2 in 10 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks in 10 like it are undercut, %3 the opponent&apos;s name.</extracomment>
        <translation>Trokitni duke hedhur %1: rreth %2 në 10 gjasa që %3 t&apos;ju bëjë nënprerje.</translation>
    </message>
    <message>
        <source>Lay off %1, then spread your melds.</source>
        <translation>Ngjitni %1, pastaj shtroni kombinimet tuaja.</translation>
    </message>
    <message>
        <source>Nothing to lay off: spread your melds.</source>
        <translation>S’ka ç’të ngjitet: shtroni kombinimet tuaja.</translation>
    </message>
    <message>
        <source>Deal the next round.</source>
        <translation>Ndani letrat e raundit tjetër.</translation>
    </message>
    <message>
        <source>No hint this time: the computer ran out of time.</source>
        <translation>Kësaj here s’ka këshillë: kompjuterit i mbaroi koha.</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not find a move.</source>
        <translation>Kësaj here s’ka këshillë: kompjuteri nuk gjeti dot asnjë lëvizje.</translation>
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
    <name>JokerDialog</name>
    <message>
        <source>Joker</source>
        <translation>Xhoker</translation>
    </message>
    <message>
        <source>More than one card makes this meld legal with the joker.
Which card does the joker stand for?</source>
        <translation>Më shumë se një letër e bën të lejuar këtë kombinim me xhokerin.
Cilën letër zëvendëson xhokeri?</translation>
    </message>
    <message>
        <source>The joker is %1</source>
        <translation>Xhokeri është %1</translation>
    </message>
</context>
<context>
    <name>JsonFiles</name>
    <message>
        <source>an object</source>
        <translation>objekt</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>listë</translation>
    </message>
    <message>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>numër i plotë</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>numër me pjesë dhjetore</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>vlerë true ose false</translation>
    </message>
    <message>
        <source>null</source>
        <translation>vlerë null</translation>
    </message>
    <message>
        <source>it could not be read ({error}).</source>
        <translation>nuk u lexua dot ({error}).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>skedari është bosh.</translation>
    </message>
    <message>
        <source>it is not a text file (it is not UTF-8).</source>
        <translation>nuk është skedar teksti (nuk është në UTF-8).</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than such a file ever is ({limit} MB at most).</source>
        <translation>është {size} MB, shumë më tepër se ç’mund të jetë ndonjëherë një skedar i tillë (jo më shumë se {limit} MB).</translation>
    </message>
    <message>
        <source>it ends too early: the file is cut short (truncated).</source>
        <translation>mbaron para kohe: skedari është i prerë (i cunguar).</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column}: {error}).</source>
        <translation>nuk është JSON i vlefshëm (rreshti {line}, kolona {column}: {error}).</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>pritej një vlerë</translation>
    </message>
    <message>
        <source>a field name in double quotes is missing</source>
        <translation>pritej emri i një fushe në thonjëza dyshe</translation>
    </message>
    <message>
        <source>a &apos;:&apos; is missing</source>
        <translation>pritej ndarësi &apos;:&apos;</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing</source>
        <translation>pritej ndarësi &apos;,&apos;</translation>
    </message>
    <message>
        <source>there is more after the end of the data</source>
        <translation>të dhëna të tepërta pas fundit</translation>
    </message>
    <message>
        <source>a control character stands inside a text</source>
        <translation>karakter kontrolli i palejuar</translation>
    </message>
    <message>
        <source>a backslash starts an escape that does not exist</source>
        <translation>sekuencë e pavlefshme pas \</translation>
    </message>
    <message>
        <source>a \u escape without its four hexadecimal digits</source>
        <translation>kod \uXXXX i pavlefshëm</translation>
    </message>
    <message>
        <source>a comma stands just before the end of an object</source>
        <translation>presje e tepërt para fundit të objektit</translation>
    </message>
    <message>
        <source>a comma stands just before the end of a list</source>
        <translation>presje e tepërt para fundit të listës</translation>
    </message>
    <message>
        <source>the field “{key}” appears twice.</source>
        <translation>fusha «{key}» shfaqet dy herë.</translation>
    </message>
    <message>
        <source>it holds a number with {digits} digits, far larger than the app ever writes.</source>
        <translation>përmban një numër me {digits} shifra, shumë më të madh se çdo numër që shkruan aplikacioni.</translation>
    </message>
    <message>
        <source>it holds a number too large to use ({number}).</source>
        <translation>përmban një numër tepër të madh për t’u përdorur ({number}).</translation>
    </message>
    <message>
        <source>it holds “{name}”, which is not a number the app can use.</source>
        <translation>përmban «{name}», që nuk është numër që aplikacioni mund ta përdorë.</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep, which the app never writes.</source>
        <translation>ka më shumë se {depth} nivele të futura njëri brenda tjetrit, gjë që aplikacioni nuk e shkruan kurrë.</translation>
    </message>
    <message>
        <source>it holds text that is not valid Unicode.</source>
        <translation>përmban tekst që nuk është Unicode i vlefshëm.</translation>
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
        <source>Move the card cursor to the next or previous area: your hand, the melds, the stock, the pile, the buttons</source>
        <translation>Zhvendosni kursorin e letrave te pjesa tjetër ose e mëparshme: dora juaj, kombinimet, pirgu, letrat e hedhura, butonat</translation>
    </message>
    <message>
        <source>Read the table aloud, meld by meld</source>
        <translation>Lexoni tavolinën me zë, kombinim pas kombinimi</translation>
    </message>
    <message>
        <source>Read your hand aloud (Gin: its melds and deadwood)</source>
        <translation>Lexoni dorën tuaj me zë (Xhin: kombinimet dhe të pakombinuarat)</translation>
    </message>
    <message>
        <source>Read the scores aloud</source>
        <translation>Lexoni pikët me zë</translation>
    </message>
    <message>
        <source>Read whose turn it is and what to do</source>
        <translation>Lexoni e kujt është radha dhe çfarë të bëhet</translation>
    </message>
    <message>
        <source>Read the game log line by line, back from the newest, and forward again</source>
        <translation>Lexoni ditarin e lojës rresht pas rreshti, mbrapa nga më i riu, dhe përpara sërish</translation>
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
        <translation>Trokit</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Tërhiq nga pirgu</translation>
    </message>
    <message>
        <source>Take the card on the discard pile</source>
        <translation>Merr letrën e sipërme të letrave të hedhura</translation>
    </message>
    <message>
        <source>Pass on the first upcard</source>
        <translation>Thoni pas për letrën e parë të hapur</translation>
    </message>
    <message>
        <source>Discard the selected card, else the card under the cursor; on the stock, the pile or a button: use it</source>
        <translation>Hidhni letrën e zgjedhur, përndryshe letrën nën kursor; mbi pirg, letrat e hedhura ose një buton: përdoreni</translation>
    </message>
    <message>
        <source>While you lay off: on a card of your hand, select it; on the opponent&apos;s meld, lay the selected card off there</source>
        <translation>Ndërsa ngjitni: mbi një letër të dorës, zgjidheni; mbi kombinimin e kundërshtarit, ngjitni atje letrën e zgjedhur</translation>
    </message>
    <message>
        <source>Knock (or go gin), discarding the selected card, else the card under the cursor</source>
        <translation>Trokitni (ose bëni xhin), duke hedhur letrën e zgjedhur, përndryshe letrën nën kursor</translation>
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
        <source>%1, to move</source>
        <translation>%1, në radhë</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in your hand</source>
        <translation>%1, %2 nga %3 në dorën tuaj</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Dora juaj</translation>
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
        <source>Meld %1: %2</source>
        <translation>Kombinimi %1: %2</translation>
    </message>
    <message>
        <source>%1, freed joker %2 of %3</source>
        <translation>%1, xhoker i liruar %2 nga %3</translation>
    </message>
    <message>
        <source>Freed jokers</source>
        <translation>Xhokerët e liruar</translation>
    </message>
    <message>
        <source>Freed jokers: %1</source>
        <translation>Xhokerë të liruar: %1</translation>
    </message>
    <message>
        <source>No melds on the table.</source>
        <translation>Nuk ka kombinime në tavolinë.</translation>
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
        <translation>seri, e lejuar</translation>
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
        <source>New meld %1: %2</source>
        <translation>Kombinim i ri %1: %2</translation>
    </message>
    <message>
        <source>Split into %1 and %2</source>
        <extracomment>The S key&apos;s result: the two melds a meld was split into (%1, %2: &quot;Meld A: …&quot;).</extracomment>
        <translation>U nda në %1 dhe %2</translation>
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
        <source>Moved to meld %1: %2</source>
        <translation>U zhvendos te kombinimi %1: %2</translation>
    </message>
    <message>
        <source>Back in your hand: %1</source>
        <translation>Përsëri në dorën tuaj: %1</translation>
    </message>
    <message>
        <source>Stock, cards left: %1</source>
        <translation>Pirgu, letra të mbetura: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Letrat e hedhura: %1</translation>
    </message>
    <message>
        <source>Meld %1 of %2 to lay off on: %3</source>
        <translation>Kombinimi %1 nga %2 për ngjitje: %3</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in meld %4</source>
        <translation>%1, %2 nga %3 në kombinimin %4</translation>
    </message>
    <message>
        <source>Button: %1</source>
        <translation>Butoni: %1</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Dora juaj është bosh.</translation>
    </message>
    <message>
        <source>Meld: %1</source>
        <translation>Kombinim: %1</translation>
    </message>
    <message>
        <source>Deadwood %1: %2</source>
        <translation>Të pakombinuara %1: %2</translation>
    </message>
    <message>
        <source>%1 selected: put the cursor on a meld and press Return to lay it off.</source>
        <translation>%1 u zgjodh: vendoseni kursorin mbi një kombinim dhe shtypni Enter për ta ngjitur.</translation>
    </message>
    <message>
        <source>You can pass only on the first upcard, while it is on offer to you.</source>
        <translation>Mund të thoni pas vetëm për letrën e parë të hapur, kur ju ofrohet.</translation>
    </message>
    <message>
        <source>%1 selected, %2 selected</source>
        <translation>%1 u zgjodh, %2 të zgjedhura</translation>
    </message>
    <message>
        <source>%1 deselected, %2 selected</source>
        <translation>%1 u hoq, %2 të zgjedhura</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>U zhbë: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>U ribë: %1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nuk ka asgjë për të zhbërë.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Ende nuk ka ndodhur asgjë.</translation>
    </message>
    <message>
        <source>Line %1 of %2: %3</source>
        <translation>Rreshti %1 nga %2: %3</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>Ende nuk ka pikë.</translation>
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
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>Ditari i lojës</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>&amp;Copy game log</source>
        <translation>&amp;Kopjo ditarin e lojës</translation>
    </message>
    <message>
        <source>E&amp;xport game log…</source>
        <translation>&amp;Eksporto ditarin e lojës…</translation>
    </message>
    <message>
        <source>The game log is on the clipboard.</source>
        <translation>Ditari i lojës u kopjua në kujtesën e përkohshme.</translation>
    </message>
    <message>
        <source>Export game log</source>
        <translation>Eksporto ditarin e lojës</translation>
    </message>
    <message>
        <source>The game log could not be saved to %1: %2.</source>
        <translation>Ditari i lojës nuk u ruajt dot te %1: %2.</translation>
    </message>
    <message>
        <source>Game log saved to %1.</source>
        <translation>Ditari i lojës u ruajt te %1.</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Skedarë teksti (*.txt);;Të gjithë skedarët (*)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scores</source>
        <translation>Pikët</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Lojë e re…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zhbëje</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ribëje</translation>
    </message>
    <message>
        <source>Reset &amp;turn</source>
        <translation>R&amp;inis radhën</translation>
    </message>
    <message>
        <source>Put the table and your hand back as they were when your turn began</source>
        <translation>Ktheni tavolinën dhe dorën siç ishin kur nisi radha juaj</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Merr letër</translation>
    </message>
    <message>
        <source>Draw a card from the stock</source>
        <translation>Merrni një letër nga pirgu</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>M&amp;byll radhën</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Trokit</translation>
    </message>
    <message>
        <source>End the round now</source>
        <translation>Mbyllni raundin tani</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Raundi tjetër</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>Ndani letrat e raundit tjetër</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Rendit sipas &amp;ngjyrës</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Renditni dorën sipas ngjyrës</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>Rendit sipas &amp;vlerës</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Renditni dorën sipas vlerës</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rregullat</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Këshillë</translation>
    </message>
    <message>
        <source>Show the best move</source>
        <translation>Shfaq lëvizjen më të mirë</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>Më tr&amp;ego</translation>
    </message>
    <message>
        <source>Lay out the table the hint leads to, at once (one step to undo)</source>
        <translation>Ndërto menjëherë tavolinën ku çon këshilla (një hap për ta zhbërë)</translation>
    </message>
    <message>
        <source>&amp;About Rummy Desktop</source>
        <translation>Rre&amp;th Rummy Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Loja</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Përpunim</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Radha</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>P&amp;amja</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ndihmë</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Radha</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>Shpërndarja: %1</translation>
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation>Jepjani kompjuterin %1.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Luan %1…</translation>
    </message>
    <message>
        <source>You can&apos;t end the turn yet:</source>
        <translation>Radha nuk mund të mbyllet ende:</translation>
    </message>
    <message>
        <source>Gin only this round · scores double</source>
        <translation>Vetëm xhin në këtë raund · pikët dyfishohen</translation>
    </message>
    <message>
        <source>Gin only this round</source>
        <translation>Vetëm xhin në këtë raund</translation>
    </message>
    <message>
        <source>Knock limit this round: %1 · scores double</source>
        <translation>Kufiri i trokitjes në këtë raund: %1 · pikët dyfishohen</translation>
    </message>
    <message>
        <source>Knock limit this round: %1</source>
        <translation>Kufiri i trokitjes në këtë raund: %1</translation>
    </message>
    <message>
        <source>Hollywood: three games scored at once</source>
        <translation>Hollivud: tri lojëra shënohen njëherësh</translation>
    </message>
    <message>
        <source>Knock with at most %1</source>
        <translation>Trokitje me jo më shumë se %1</translation>
    </message>
    <message>
        <source>%1, a program: %2.</source>
        <translation>%1, një program: %2.</translation>
    </message>
    <message>
        <source>%1 tried a move the rules refuse (%2) and plays safe instead.</source>
        <translation>%1 provoi një lëvizje që rregullat nuk e lejojnë (%2) dhe në vend të saj luan të sigurtën.</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>Të mbyllet radha?</translation>
    </message>
    <message>
        <source>About Rummy Desktop</source>
        <translation>Rreth Rummy Desktop</translation>
    </message>
    <message>
        <source>Manipulation Rummy and Gin Rummy against the computer or with friends.</source>
        <translation>Remi me manipulim dhe xhin remi kundër kompjuterit ose me shokë.</translation>
    </message>
    <message>
        <source>Rummy Desktop is free software under the MIT licence. It contains Qt and PySide6 (GNU LGPL version 3), Python (PSF licence) and ICU (Unicode licence), whose licence texts are installed with it in its licenses folder.</source>
        <translation>Rummy Desktop është program i lirë me licencën MIT. Përmban Qt dhe PySide6 (GNU LGPL versioni 3), Python (licenca PSF) dhe ICU (licenca Unicode), tekstet e licencave të të cilëve instalohen bashkë me të në dosjen licenses.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Rreth &amp;Qt</translation>
    </message>
    <message>
        <source>%1 — seed %2</source>
        <translation>%1 — shpërndarja %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot seat: the turn line named for the person whose turn it is (%1), before what to do (%2).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %n points in hand and end the round?</source>
        <translation>
            <numerusform>Të trokitni me %n pikë në dorë dhe të mbyllet raundi?</numerusform>
            <numerusform>Të trokitni me %n pikë në dorë dhe të mbyllet raundi?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManipulationPage</name>
    <message>
        <source>Table at the start of the turn</source>
        <translation>Tavolina në fillim të radhës</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Dora</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Si luajtët ju</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>Lëvizja më e mirë</translation>
    </message>
    <message>
        <source>Round %1, your turn %2 (%3 of %4)</source>
        <translation>Raundi %1, radha juaj %2 (%3 nga %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n points played from hand</source>
        <translation>
            <numerusform>%n pikë e luajtur nga dora</numerusform>
            <numerusform>%n pikë të luajtura nga dora</numerusform>
        </translation>
    </message>
    <message>
        <source>No play</source>
        <translation>Asnjë lëvizje</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>Ende pa u analizuar</translation>
    </message>
    <message>
        <source>%1 (the best found in the time given)</source>
        <translation>%1 (më e mira e gjetur në kohën e dhënë)</translation>
    </message>
    <message>
        <source>Round %1, turn %2</source>
        <extracomment>A line of the review&apos;s list of turns: %1 the round, %2 the person&apos;s turn in it.</extracomment>
        <translation>Raundi %1, radha %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n missed</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;).</extracomment>
        <translation>
            <numerusform>%1: %n pikë e humbur</numerusform>
            <numerusform>%1: %n pikë të humbura</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a draw decision unlike the expert level&apos;s</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;): its play was the best, but it drew again (or stopped drawing) where the expert level would not have.</extracomment>
        <translation>%1: vendim për marrjen e letrës ndryshe nga ai i nivelit Ekspert</translation>
    </message>
    <message>
        <source>%1: best play</source>
        <translation>%1: lëvizja më e mirë</translation>
    </message>
    <message numerus="yes">
        <source>%n points missed: the best play was worth more.</source>
        <translation>
            <numerusform>%n pikë e humbur: lëvizja më e mirë vlente më shumë.</numerusform>
            <numerusform>%n pikë të humbura: lëvizja më e mirë vlente më shumë.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play: nothing missed.</source>
        <translation>Lëvizja më e mirë: asgjë e humbur.</translation>
    </message>
    <message numerus="yes">
        <source>It plays %n more cards from your hand.</source>
        <translation>
            <numerusform>Ajo luan %n letër më shumë nga dora juaj.</numerusform>
            <numerusform>Ajo luan %n letra më shumë nga dora juaj.</numerusform>
        </translation>
    </message>
    <message>
        <source>It plays cards worth more from your hand.</source>
        <translation>Ajo luan nga dora juaj letra që vlejnë më shumë.</translation>
    </message>
    <message>
        <source>It takes apart %1, which your play left whole.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>Ajo ndan %1, gjë që lëvizja juaj nuk e bëri.</translation>
    </message>
    <message>
        <source>It frees the joker in %1 and uses it again.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>Ajo liron xhokerin në %1 dhe e përdor përsëri.</translation>
    </message>
    <message>
        <source>After draw %1 you drew again where the expert level plays (the best play was worth %2 then).</source>
        <extracomment>%1 is 1 or 2 (the draws made this turn), %2 the points the best play was worth then.</extracomment>
        <translation>Pas marrjes së letrës %1 morët edhe një letër, aty ku niveli Ekspert luan (lëvizja më e mirë vlente atëherë %2).</translation>
    </message>
    <message>
        <source>After draw %1 you played where the expert level draws again: the best play was worth only %2, and the stock still held %3.</source>
        <translation>Pas marrjes së letrës %1 luajtët, aty ku niveli Ekspert merr edhe një letër: lëvizja më e mirë vlente vetëm %2, dhe në pirg mbeteshin ende %3.</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>raundi %1: %2</translation>
    </message>
    <message>
        <source>Points missed in the game: %1 (%2)</source>
        <translation>Pikë të humbura në lojë: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw decisions unlike the expert level&apos;s: %1 of %2.</source>
        <extracomment>%1 of %2 draw decisions (stopping after the first or second draw, or drawing again) differ from the expert level&apos;s.</extracomment>
        <translation>Vendime për marrjen e letrës ndryshe nga ato të nivelit Ekspert: %1 nga %2.</translation>
    </message>
</context>
<context>
    <name>ManipulationRules</name>
    <message>
        <source>every turn starts with a draw from the stock</source>
        <translation>çdo radhë nis duke marrë një letër nga pirgu</translation>
    </message>
    <message>
        <source>meld or draw again</source>
        <translation>shtroni ose merrni sërish</translation>
    </message>
    <message>
        <source>your turn is over; knock or end it</source>
        <translation>radha juaj mbaroi; trokitni ose mbylleni</translation>
    </message>
    <message>
        <source>meld or end your turn</source>
        <translation>shtroni ose mbyllni radhën</translation>
    </message>
    <message>
        <source>the round is over; deal the next round</source>
        <translation>raundi mbaroi; ndani raundin tjetër</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>loja ka mbaruar</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>merrni letër</translation>
    </message>
    <message>
        <source>meld</source>
        <translation>shtroni</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>mbyllni radhën</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>trokitni</translation>
    </message>
    <message>
        <source>deal the next round</source>
        <translation>ndani raundin tjetër</translation>
    </message>
    <message>
        <source>do that</source>
        <translation>e bëni këtë</translation>
    </message>
    <message>
        <source>The stock is empty: no more drawing this round. Meld or end your turn.</source>
        <translation>Pirgu është bosh: në këtë raund nuk merren më letra. Shtroni ose mbyllni radhën.</translation>
    </message>
    <message>
        <source>A turn ends with a meld or after the third draw: meld, or draw again.</source>
        <translation>Radha mbaron me një shtrim ose pas letrës së tretë: shtroni, ose merrni sërish.</translation>
    </message>
    <message>
        <source>Nobody knocks in the last turns after the stock ran out: meld or end your turn.</source>
        <translation>Në radhët e fundit pasi mbaron pirgu nuk troket askush: shtroni ose mbyllni radhën.</translation>
    </message>
    <message>
        <source>You may knock only when your turn is over, with {limit} points or less in hand.</source>
        <translation>Mund të trokitni vetëm kur mbaron radha juaj, me {limit} pikë ose më pak në dorë.</translation>
    </message>
    <message>
        <source>You can&apos;t {verb} now: {what_now}.</source>
        <translation>Tani nuk mund të {verb}: {what_now}.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Nuk është radha juaj.</translation>
    </message>
    <message>
        <source>Play at least one card from your hand.</source>
        <translation>Luani të paktën një letër nga dora.</translation>
    </message>
    <message>
        <source>The joker standing for {card} was on the table at the start of your turn and must stay there.</source>
        <translation>Xhokeri që zëvendëson {card} ishte në tavolinë në fillim të radhës suaj dhe duhet të mbetet aty.</translation>
    </message>
    <message>
        <source>{card} was on the table at the start of your turn and must stay there.</source>
        <translation>{card} ishte në tavolinë në fillim të radhës suaj dhe duhet të mbetet aty.</translation>
    </message>
    <message>
        <source>{card} is neither in your hand nor on the table.</source>
        <translation>{card} nuk është as në dorën tuaj, as në tavolinë.</translation>
    </message>
    <message>
        <source>The same {card} is on the table twice.</source>
        <translation>I njëjti {card} është dy herë në tavolinë.</translation>
    </message>
    <message>
        <source>Meld {meld}: {problem}</source>
        <translation>Kombinimi {meld}: {problem}</translation>
    </message>
    <message>
        <source>The joker standing for {card} can only change when the real {card} takes its place.</source>
        <translation>Xhokeri që zëvendëson {card} mund të ndryshojë vetëm kur {card} i vërtetë i zë vendin.</translation>
    </message>
    <message>
        <source>The first meld of the round must be a legal meld of 3 or more cards from your hand.</source>
        <translation>Kombinimi i parë i raundit duhet të jetë kombinim i lejuar me 3 ose më shumë letra nga dora juaj.</translation>
    </message>
    <message>
        <source>The joker here has stood for {card} since an earlier turn and keeps that card, so it can&apos;t be another card in this meld. To free it, put the real {card} in its place.</source>
        <translation>Xhokeri këtu zëvendëson {card} që nga një radhë e mëparshme dhe e mban atë letër, prandaj nuk mund të jetë letër tjetër në këtë kombinim. Për ta liruar, vendosni {card} e vërtetë në vendin e tij.</translation>
    </message>
</context>
<context>
    <name>ManipulationScene</name>
    <message>
        <source>Move meld %1</source>
        <translation>Zhvendos kombinimin %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Dora juaj</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>Xhokeri i liruar duhet të kthehet në një kombinim para se të mbyllni radhën.</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>Të liruar</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(pa letra)</translation>
    </message>
    <message>
        <source>Choose Game ▸ New to play again.</source>
        <translation>Zgjidhni Loja ▸ Lojë e re për të luajtur sërish.</translation>
    </message>
    <message>
        <source>Click Next round to deal.</source>
        <translation>Klikoni «Raundi tjetër» për të ndarë letrat.</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>Gjithsej: %1</translation>
    </message>
    <message>
        <source>Cards can&apos;t go back onto the stock.</source>
        <translation>Letrat nuk mund të kthehen në pirg.</translation>
    </message>
    <message>
        <source>Those are %1&apos;s cards: drop yours on the table or in your hand.</source>
        <translation>Këto janë letrat e %1: lëshojini tuajat në tavolinë ose në dorë.</translation>
    </message>
    <message>
        <source>Only freed jokers wait there; put cards in a meld or on empty table.</source>
        <translation>Aty presin vetëm xhokerët e liruar; vendosini letrat në një kombinim ose në një vend bosh të tavolinës.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <extracomment>Said when a person tries to move while a computer player is choosing; {name} is its name.</extracomment>
        <translation>Është radha e {name}.</translation>
    </message>
    <message>
        <source>the computer player failed to choose a move: {error}</source>
        <extracomment>In the game log, in brackets after &quot;Computer 2 tried a move the rules refuse&quot;; {error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>lojtari kompjuter nuk arriti të zgjidhte një lëvizje: {error}</translation>
    </message>
</context>
<context>
    <name>MeldGrip</name>
    <message>
        <source>Drag to move this whole meld; drop it on another meld to merge them.</source>
        <translation>Tërhiqeni për të lëvizur gjithë kombinimin; lëshojeni mbi një kombinim tjetër për t’i bashkuar.</translation>
    </message>
</context>
<context>
    <name>Melds</name>
    <message>
        <source>A group can&apos;t hold two {card}: its cards must all be different suits.</source>
        <translation>Një grup nuk mund të ketë dy {card}: letrat e tij duhet të jenë të gjitha me ngjyra të ndryshme.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two {card}.</source>
        <translation>Një seri nuk mund të ketë dy {card}.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t turn the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A), not both.</source>
        <translation>Një seri nuk mund të kthejë qoshen (K-A-2): asi është i ulët (A-2-3) ose i lartë (Q-K-A), jo të dyja.</translation>
    </message>
    <message>
        <source>The ace is low only in this game: Q-K-A is not a run.</source>
        <translation>Në këtë lojë asi është vetëm i ulët: Q-K-A nuk është seri.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} and more missing.</source>
        <translation>Seria kërkon letra të njëpasnjëshme: mungojnë {cards} e të tjera.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} missing.</source>
        <translation>Seria kërkon letra të njëpasnjëshme: mungojnë {cards}.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards; this one has {count}.</source>
        <translation>Një kombinim kërkon të paktën 3 letra; ky ka {count}.</translation>
    </message>
    <message>
        <source>This game is played without jokers.</source>
        <translation>Kjo lojë luhet pa xhokerë.</translation>
    </message>
    <message>
        <source>A joker here has not been told which card it stands for.</source>
        <translation>Për një xhoker këtu nuk është caktuar ende cilën letër zëvendëson.</translation>
    </message>
    <message>
        <source>Cards in a meld must be one rank (a group of different suits) or one suit in sequence (a run).</source>
        <translation>Letrat e një kombinimi duhet të kenë të njëjtën vlerë (grup me ngjyra të ndryshme) ose të njëjtën ngjyrë njëra pas tjetrës (seri).</translation>
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
        <source>A program plays with your rights, as any program you start yourself: choose only programs you trust. It plays over the bot protocol (docs/bot-protocol.md); if it fails, the hard computer level plays its move.</source>
        <translation>Një program luan me të drejtat tuaja, si çdo program që nisni vetë: zgjidhni vetëm programe që u besoni. Ai luan përmes protokollit të robotëve (docs/bot-protocol.md); nëse dështon, niveli i vështirë i kompjuterit luan lëvizjen e tij.</translation>
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
        <source>Choose…</source>
        <translation>Zgjidh…</translation>
    </message>
    <message>
        <source>Command line, e.g. python3 my_bot.py</source>
        <translation>Rreshti i komandës, p.sh. python3 my_bot.py</translation>
    </message>
    <message>
        <source>Command line of the program playing player %1</source>
        <translation>Rreshti i komandës i programit që luan për lojtarin %1</translation>
    </message>
    <message>
        <source>Choose the program playing player %1</source>
        <translation>Zgjidhni programin që luan për lojtarin %1</translation>
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
        <source>Program…</source>
        <translation>Programi…</translation>
    </message>
    <message>
        <source>Choose the program</source>
        <translation>Zgjidhni programin</translation>
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
        <source>Player %1 is a program: type its command line, or choose its file.</source>
        <translation>Lojtari %1 është një program: shkruani rreshtin e komandës, ose zgjidhni skedarin e tij.</translation>
    </message>
    <message>
        <source>The command line of player %1 cannot be read: a quote is not closed, or it ends in a backslash.</source>
        <translation>Rreshti i komandës i lojtarit %1 nuk mund të lexohet: një thonjëz nuk është mbyllur, ose mbaron me një vijë të pjerrët mbrapsht.</translation>
    </message>
    <message>
        <source>The program of player %1 was not found: give its full path, or a command on the search path.</source>
        <translation>Programi i lojtarit %1 nuk u gjet: jepni shtegun e plotë të tij, ose një komandë në shtegun e kërkimit.</translation>
    </message>
    <message>
        <source>The file of player %1&apos;s program is not executable: make it executable, or start it with its interpreter (python3 file.py).</source>
        <translation>Skedari i programit të lojtarit %1 nuk është i ekzekutueshëm: bëjeni të ekzekutueshëm, ose niseni me interpretuesin e tij (python3 file.py).</translation>
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
    <message>
        <source>Round bonus for every player: those who reach %1 also score %2 for each round won</source>
        <translation>Bonus raundesh për çdo lojtar: edhe ata që arrijnë %1 marrin %2 për çdo raund të fituar</translation>
    </message>
    <message>
        <source>Simple, knocks as soon as it can</source>
        <translation>I thjeshtë, troket sapo të mundet</translation>
    </message>
    <message>
        <source>How the computer levels play</source>
        <translation>Si luajnë nivelet e kompjuterit</translation>
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
    <name>ProgramPlayer</name>
    <message>
        <source>the program did not answer in {seconds} seconds</source>
        <translation>programi nuk u përgjigj brenda {seconds} sekondave</translation>
    </message>
    <message>
        <source>the program&apos;s answer is not an action: {detail}</source>
        <translation>përgjigjja e programit nuk është një lëvizje: {detail}</translation>
    </message>
    <message>
        <source>the program&apos;s move breaks the rules: {detail}</source>
        <translation>lëvizja e programit shkel rregullat: {detail}</translation>
    </message>
    <message>
        <source>the program stopped ({detail}); the hard computer level plays this seat for the rest of the game</source>
        <translation>programi ndaloi ({detail}); niveli i vështirë i kompjuterit luan në këtë vend deri në fund të lojës</translation>
    </message>
    <message>
        <source>the program failed {count} decisions in a row; the hard computer level plays this seat for the rest of the game</source>
        <translation>programi dështoi në {count} vendime radhazi; niveli i vështirë i kompjuterit luan në këtë vend deri në fund të lojës</translation>
    </message>
</context>
<context>
    <name>PuzzleNumbers</name>
    <message>
        <source>Table puzzles (Game ▸ Puzzles…)</source>
        <translation>Gjëegjëza tavoline (Loja ▸ Gjëegjëza…)</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>Gjëegjëza ditore</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>Seria e lehtë</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>Seria mesatare</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>Seria e vështirë</translation>
    </message>
    <message>
        <source>%1: solved %2, average time %3, fastest %4</source>
        <extracomment>%1 is the kind of puzzle, %2 how many were solved, %3 and %4 times as minutes:seconds.</extracomment>
        <translation>%1: të zgjidhura %2, koha mesatare %3, më e shpejta %4</translation>
    </message>
    <message>
        <source>No puzzle solved yet. A puzzle counts when Check finds it solved before its solution is shown.</source>
        <translation>Ende asnjë gjëegjëzë e zgjidhur. Një gjëegjëzë numërohet kur Kontrollo e gjen të zgjidhur para se të shfaqet zgjidhja.</translation>
    </message>
</context>
<context>
    <name>PuzzleService</name>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>&amp;Gjëegjëza…</translation>
    </message>
    <message>
        <source>Rearrange a table to play the most points: a daily puzzle and numbered series</source>
        <translation>Rirregulloni një tavolinë për të luajtur sa më shumë pikë: një gjëegjëzë ditore dhe seri të numëruara</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Play cards from your hand onto the table: the target is %1.</source>
        <translation>Luani letra nga dora në tavolinë: objektivi është %1.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Jo ende: %1</translation>
    </message>
    <message>
        <source>Legal, but worth %1 where the best play is worth %2.</source>
        <extracomment>%1 is what the play is worth, %2 the puzzle&apos;s target (the most any play can score).</extracomment>
        <translation>E ligjshme, por vlen %1 kur lëvizja më e mirë vlen %2.</translation>
    </message>
    <message>
        <source>Right! Worth %1, the most this hand can play.</source>
        <translation>Saktë! Vlen %1, më së shumti që mund të luajë kjo dorë.</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Daily puzzle</source>
        <translation>Gjëegjëza ditore</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>Seria e lehtë</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>Seria mesatare</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>Seria e vështirë</translation>
    </message>
    <message>
        <source>Table puzzles</source>
        <translation>Gjëegjëza tavoline</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Gjëegjëza</translation>
    </message>
    <message>
        <source>Nu&amp;mber:</source>
        <translation>N&amp;umri:</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>Gjëegjëza &amp;tjetër</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Kontrollo</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zhbëj</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Rifillo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Kë&amp;shillë</translation>
    </message>
    <message>
        <source>✓: a puzzle you solved</source>
        <translation>✓: një gjëegjëzë që e zgjidhët</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>Shfaq z&amp;gjidhjen</translation>
    </message>
    <message>
        <source>A best play, one meld at a time: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>Një nga lëvizjet më të mira, një kombinim në një kohë: %1. Një gjëegjëzë e zgjidhur pasi u shfaq zgjidhja nuk numërohet në statistikat tuaja.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>Po përgatitet gjëegjëza…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>e lehtë</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mesatare</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>e vështirë</translation>
    </message>
    <message>
        <source>Daily puzzle of %1</source>
        <translation>Gjëegjëza ditore e %1</translation>
    </message>
    <message>
        <source>Puzzle %1, %2</source>
        <translation>Gjëegjëza %1, %2</translation>
    </message>
    <message>
        <source>%1 — points to play from your hand: %2</source>
        <extracomment>%1 is the puzzle&apos;s name, %2 the points to play (the most this hand can play on this table).</extracomment>
        <translation>%1 — pikë për të luajtur nga dora: %2</translation>
    </message>
    <message>
        <source>The puzzle could not be made: %1</source>
        <translation>Gjëegjëza nuk u përgatit dot: %1</translation>
    </message>
    <message>
        <source>Every meld of the best play was given: Show solution plays the rest out.</source>
        <translation>Çdo kombinim i lëvizjes më të mirë u dha: Shfaq zgjidhjen luan pjesën tjetër.</translation>
    </message>
    <message>
        <source>Hint: %1 belongs to a best play; it is on the table now.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>Këshillë: %1 është pjesë e njërës prej lëvizjeve më të mira; tani është në tavolinë.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Ndalo</translation>
    </message>
    <message>
        <source>The whole best play is on the table.</source>
        <translation>E gjithë lëvizja më e mirë është në tavolinë.</translation>
    </message>
    <message>
        <source>A best play, its last meld: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <translation>Një nga lëvizjet më të mira, kombinimi i saj i fundit: %1. Një gjëegjëzë e zgjidhur pasi u shfaq zgjidhja nuk numërohet në statistikat tuaja.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Përzgjidhi të &amp;gjitha</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Rr&amp;ite</translation>
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
        <source>Undocks and re-attaches the dock widget</source>
        <translation>E shkëput panelin dhe e ngjit sërish</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Mbyll</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Mbyll panelin</translation>
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
    <name>ReviewAnalysis</name>
    <message>
        <source>A move kept with this game cannot be replayed: {reason}</source>
        <extracomment>The review could not replay a saved game; {reason} is the rules&apos; reason the move is refused.</extracomment>
        <translation>Një lëvizje e ruajtur me këtë lojë nuk mund të riluhet: {reason}</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <extracomment>{error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>Analiza dështoi: {error}</translation>
    </message>
</context>
<context>
    <name>ReviewService</name>
    <message>
        <source>&amp;Review…</source>
        <translation>R&amp;ishikim…</translation>
    </message>
    <message>
        <source>Step through your turns beside the best play</source>
        <translation>Kaloni nëpër radhët tuaja pranë lëvizjes më të mirë</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rishikim</translation>
    </message>
    <message>
        <source>Whose turns?</source>
        <translation>Radhët e kujt?</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>Rishikim</translation>
    </message>
    <message>
        <source>%v of %m turns analysed</source>
        <translation>U analizuan %v nga %m radhë</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ndalo</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>Loja po riluhet…</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>Radha e mëparshme</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Radha tjetër</translation>
    </message>
    <message>
        <source>&amp;Try this position</source>
        <translation>&amp;Provoni këtë pozicion</translation>
    </message>
    <message>
        <source>Play this turn again as a puzzle: its table and hand, the best play&apos;s points to reach</source>
        <translation>Luajeni përsëri këtë radhë si gjëegjëzë: e njëjta tavolinë dhe dorë, me pikët e lëvizjes më të mirë si objektiv</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;Madhësia e letrave:</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Radhët</translation>
    </message>
    <message>
        <source>Analysing your turns…</source>
        <translation>Po analizohen radhët tuaja…</translation>
    </message>
    <message>
        <source>You have not played a turn yet.</source>
        <translation>Ende nuk keni luajtur asnjë radhë.</translation>
    </message>
    <message>
        <source>Every turn is analysed.</source>
        <translation>Çdo radhë u analizua.</translation>
    </message>
    <message>
        <source>The analysis was stopped.</source>
        <translation>Analiza u ndal.</translation>
    </message>
    <message>
        <source>Your position of round %1, turn %2</source>
        <extracomment>The heading of a turn of a reviewed game played again as a puzzle: %1 the round, %2 the turn.</extracomment>
        <translation>Pozicioni juaj në raundin %1, radha %2</translation>
    </message>
</context>
<context>
    <name>RoundEnding</name>
    <message numerus="yes">
        <source>You knocked with %n points in hand.</source>
        <translation>
            <numerusform>Trokitët me %n pikë në dorë.</numerusform>
            <numerusform>Trokitët me %n pikë në dorë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n points in hand.</source>
        <translation>
            <numerusform>%1 trokiti me %n pikë në dorë.</numerusform>
            <numerusform>%1 trokiti me %n pikë në dorë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The points go into games %1.</source>
        <translation>
            <numerusform>Pikët shkojnë te loja %1.</numerusform>
            <numerusform>Pikët shkojnë te lojërat %1.</numerusform>
        </translation>
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
        <translation>%1 mbylli dorën.</translation>
    </message>
    <message>
        <source>The stock ran out and nobody knocked.</source>
        <translation>Pirgu mbaroi dhe askush nuk trokiti.</translation>
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
        <source>You went out.</source>
        <translation>Mbyllët dorën.</translation>
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
        <source>Deadwood</source>
        <translation>Letra të pakombinuara</translation>
    </message>
    <message>
        <source>Only two cards were left in the stock: the round is drawn and nobody scores.</source>
        <translation>Në pirg mbetën vetëm dy letra: raundi mbaron barazim dhe askush nuk merr pikë.</translation>
    </message>
    <message>
        <source>You went big gin.</source>
        <translation>Bëtë xhin të madh.</translation>
    </message>
    <message>
        <source>%1 went big gin.</source>
        <translation>%1 bëri xhin të madh.</translation>
    </message>
    <message>
        <source>You went gin.</source>
        <translation>Bëtë xhin.</translation>
    </message>
    <message>
        <source>%1 went gin.</source>
        <translation>%1 bëri xhin.</translation>
    </message>
    <message>
        <source>You knocked and %1 undercut.</source>
        <translation>Trokitët dhe %1 bëri nënprerje.</translation>
    </message>
    <message>
        <source>%1 knocked and you undercut.</source>
        <translation>%1 trokiti dhe ju bëtë nënprerje.</translation>
    </message>
    <message>
        <source>%1 knocked and %2 undercut.</source>
        <translation>%1 trokiti dhe %2 bëri nënprerje.</translation>
    </message>
    <message>
        <source>You knocked.</source>
        <translation>Trokitët.</translation>
    </message>
    <message>
        <source>%1 knocked.</source>
        <translation>%1 trokiti.</translation>
    </message>
    <message>
        <source>laid off by %1</source>
        <translation>ngjitur nga %1</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>të pakombinuara %1</translation>
    </message>
    <message>
        <source>Laid off %1 on the knocker&apos;s melds.</source>
        <extracomment>Under the defender&apos;s cards after a knock: %1 are the cards they laid off (&quot;4♥ 8♥&quot;).</extracomment>
        <translation>Të ngjitura te kombinimet e atij që trokiti: %1.</translation>
    </message>
    <message>
        <source>Nothing may be laid off on gin.</source>
        <translation>Te xhini nuk ngjitet asgjë.</translation>
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
        <source>%1, winner</source>
        <extracomment>A winner&apos;s name over their cards in the round&apos;s result, for screen readers (the star is not said).</extracomment>
        <translation>%1, fitues</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Rishikim…</translation>
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
    <message>
        <source>Points this round: %1</source>
        <translation>Pikët në këtë raund: %1</translation>
    </message>
    <message>
        <source>Scores. %1</source>
        <extracomment>The score sheet in a result dialog, for screen readers: %1 is the sheet in words (&quot;Total: Anna 54, You 12&quot;).</extracomment>
        <translation>Rezultatet. %1</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Manipulation Rummy</source>
        <translation>Rregullat e remit me manipulim</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy, Oklahoma Gin and Hollywood Gin</source>
        <translation>Rregullat e xhin remit, xhinit Oklahoma dhe xhinit Hollivud</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>The game could not be saved to {path}: {reason}.</source>
        <translation>Loja nuk u ruajt dot te {path}: {reason}.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened: {reason}</source>
        <translation>«{name}» nuk mund të hapet: {reason}</translation>
    </message>
    <message>
        <source>its format version is missing or not a positive whole number.</source>
        <translation>versioni i formatit mungon ose nuk është numër i plotë pozitiv.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Rummy Desktop (save format {version}; this version reads up to format {newest}). Update Rummy Desktop to open it.</source>
        <translation>është krijuar nga një version më i ri i Rummy Desktop (formati i ruajtjes {version}; ky version lexon deri në formatin {newest}). Përditësoni Rummy Desktop për ta hapur.</translation>
    </message>
    <message>
        <source>save format {version} is too old for this version of Rummy Desktop.</source>
        <translation>formati i ruajtjes {version} është shumë i vjetër për këtë version të Rummy Desktop.</translation>
    </message>
    <message>
        <source>its “app_version” is not a version number.</source>
        <translation>fusha «app_version» nuk është numër versioni.</translation>
    </message>
    <message>
        <source>its “saved_at” is not a date and time.</source>
        <translation>fusha «saved_at» nuk është datë dhe orë.</translation>
    </message>
    <message>
        <source>it holds a game this version does not know: “{game}”.</source>
        <translation>përmban një lojë që ky version nuk e njeh: «{game}».</translation>
    </message>
    <message>
        <source>its “seed” is out of range.</source>
        <translation>fusha «seed» është jashtë kufijve të lejuar.</translation>
    </message>
    <message>
        <source>the game in it is not valid: {reason}</source>
        <translation>loja që përmban nuk është e vlefshme: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>Loja nuk u ruajt dot: {reason}</translation>
    </message>
    <message>
        <source>the save says {game} but the game in it is {rules}</source>
        <translation>skedari thotë «{game}», por loja brenda tij është «{rules}»</translation>
    </message>
    <message>
        <source>{reason} The damaged file was kept as {kept}.</source>
        <translation>{reason} Skedari i dëmtuar u mbajt si {kept}.</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed: {reason}</source>
        <translation>Loja e ndërprerë nuk u vazhdua dot: {reason}</translation>
    </message>
    <message>
        <source>The autosave {path} could not be removed: {reason}.</source>
        <translation>Ruajtja automatike {path} nuk u fshi dot: {reason}.</translation>
    </message>
    <message>
        <source>the save has no “{key}” field.</source>
        <translation>skedari i ruajtjes nuk ka fushën «{key}».</translation>
    </message>
    <message>
        <source>the save has a field this version does not know: “{key}”.</source>
        <translation>skedari i ruajtjes ka një fushë që ky version nuk e njeh: «{key}».</translation>
    </message>
    <message>
        <source>its “{key}” should be {kind}, not {actual}.</source>
        <translation>fusha «{key}» duhet të jetë {kind}, jo {actual}.</translation>
    </message>
    <message>
        <source>its “{key}” is empty or too long.</source>
        <translation>fusha «{key}» është bosh ose shumë e gjatë.</translation>
    </message>
    <message>
        <source>seat {seat} has no “{key}” field.</source>
        <translation>vendi {seat} nuk ka fushën «{key}».</translation>
    </message>
    <message>
        <source>seat {seat} has a field this version does not know: “{key}”.</source>
        <translation>vendi {seat} ka një fushë që ky version nuk e njeh: «{key}».</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” should be {kind}, not {actual}.</source>
        <translation>fusha «{key}» e vendit {seat} duhet të jetë {kind}, jo {actual}.</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” is empty or too long.</source>
        <translation>fusha «{key}» e vendit {seat} është bosh ose shumë e gjatë.</translation>
    </message>
    <message>
        <source>it holds {actual}, not a saved game.</source>
        <translation>përmbajtja e tij është {actual}, jo një lojë e ruajtur.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop save (its “format” tag is missing or different).</source>
        <translation>nuk është lojë e ruajtur nga Rummy Desktop (etiketa «format» mungon ose është ndryshe).</translation>
    </message>
    <message>
        <source>seat {seat} should be an object, not {actual}.</source>
        <translation>vendi {seat} duhet të jetë objekt, jo {actual}.</translation>
    </message>
    <message>
        <source>seat {seat}’s name holds control characters.</source>
        <translation>emri i vendit {seat} përmban karaktere kontrolli.</translation>
    </message>
    <message>
        <source>seat {seat} is a person but has a computer level.</source>
        <translation>vendi {seat} i përket një njeriu, por ka nivel kompjuteri.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer without a valid level.</source>
        <translation>vendi {seat} i përket kompjuterit, por pa nivel të vlefshëm.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer of a level this game does not have: “{level}”.</source>
        <translation>vendi {seat} i përket kompjuterit me një nivel që kjo lojë nuk e ka: «{level}».</translation>
    </message>
    <message>
        <source>seat {seat}’s “kind” should be “human” or “computer”.</source>
        <translation>fusha «kind» e vendit {seat} duhet të jetë «human» ose «computer».</translation>
    </message>
    <message>
        <source>it lists {count} rounds, more than any game has.</source>
        <translation>rendit {count} raunde, më shumë nga ç’ka ndonjëherë një lojë.</translation>
    </message>
    <message>
        <source>the result of round {round} is not valid: {reason}</source>
        <translation>rezultati i raundit {round} nuk është i vlefshëm: {reason}</translation>
    </message>
    <message>
        <source>it keeps moves of a game whose moves are not kept.</source>
        <translation>ruan lëvizje të një loje, lëvizjet e së cilës nuk ruhen.</translation>
    </message>
    <message>
        <source>it keeps the moves of {count} rounds, more than any game has.</source>
        <translation>ruan lëvizjet e {count} raundeve, më shumë se sa ka çdo lojë.</translation>
    </message>
    <message>
        <source>the moves of round {round} should be a “start” state and a list of “actions”.</source>
        <translation>lëvizjet e raundit {round} duhet të jenë një gjendje “start” dhe një listë “actions”.</translation>
    </message>
    <message>
        <source>the moves of round {round} are not valid: {reason}</source>
        <translation>lëvizjet e raundit {round} nuk janë të vlefshme: {reason}</translation>
    </message>
    <message>
        <source>line {line} of its log should be text, not {actual}.</source>
        <translation>rreshti {line} i ditarit duhet të jetë tekst, jo {actual}.</translation>
    </message>
    <message>
        <source>line {line} of its log is too long.</source>
        <translation>rreshti {line} i ditarit është shumë i gjatë.</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n seats but the game has {players} players.</source>
        <translation>
            <numerusform>rendit %n vend lojtari, por loja ka {players} lojtarë.</numerusform>
            <numerusform>rendit %n vende lojtarësh, por loja ka {players} lojtarë.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n seats; a game has {fewest} to {most}.</source>
        <translation>
            <numerusform>ka %n vend lojtari; një lojë ka nga {fewest} deri në {most}.</numerusform>
            <numerusform>ka %n vende lojtarësh; një lojë ka nga {fewest} deri në {most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the scores of round {round} should be {seats} whole numbers from 0 to {most}, one per seat.</source>
        <translation>pikët e raundit {round} duhet të jenë {seats} numra të plotë nga 0 deri në {most}, një për çdo vend.</translation>
    </message>
    <message numerus="yes">
        <source>it keeps the results of %n rounds but the scores of only {played}.</source>
        <translation>
            <numerusform>mban rezultatin e %n raundi, por pikët vetëm të {played} raundeve.</numerusform>
            <numerusform>mban rezultatet e %n raundeve, por pikët vetëm të {played} raundeve.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>“{name}”</source>
        <translation>fusha «{name}»</translation>
    </message>
    <message>
        <source>{what} of player {number}</source>
        <translation>{what} për lojtarin {number}</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>loja</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>raundi</translation>
    </message>
    <message>
        <source>{where} holds an entry this version does not know: “{name}”</source>
        <translation>{where} përmban një fushë që ky version nuk e njeh: «{name}»</translation>
    </message>
    <message>
        <source>every game is decided, so the phase must be “game_over”</source>
        <translation>të gjitha lojërat kanë përfunduar, prandaj faza duhet të jetë «game_over»</translation>
    </message>
    <message>
        <source>the scores do not agree with the round&apos;s result</source>
        <translation>pikët nuk përputhen me rezultatin e raundit</translation>
    </message>
    <message>
        <source>“{name}” is missing from {where}</source>
        <translation>{where} nuk ka fushën «{name}»</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {value}</source>
        <translation>{what} duhet të jetë numër i plotë nga {low} deri në {high}, jo {value}</translation>
    </message>
    <message>
        <source>{what} must be a list, not {value}</source>
        <translation>{what} duhet të jetë listë, jo {value}</translation>
    </message>
    <message>
        <source>{what} must be a card written as text, such as AS, not {value}</source>
        <translation>{what} duhet të jetë një letër e shkruar si tekst, p.sh. AS, jo {value}</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>{what}: {card} is not a card of the Gin pack</source>
        <translation>{what}: {card} nuk është letër e pakos së xhin remit</translation>
    </message>
    <message>
        <source>card {number} of {what}</source>
        <translation>letra {number} te {what}</translation>
    </message>
    <message>
        <source>{what} must hold one entry per player (2), not {count}</source>
        <translation>{what} duhet të ketë një element për çdo lojtar (2), jo {count}</translation>
    </message>
    <message>
        <source>“rules” must be an object, not {value}</source>
        <translation>fusha «rules» duhet të jetë objekt, jo {value}</translation>
    </message>
    <message>
        <source>the “rules” entry</source>
        <translation>pjesa «rules»</translation>
    </message>
    <message>
        <source>the rules&apos; setting “{name}” cannot be {value}</source>
        <translation>cilësimi «{name}» i rregullave nuk mund të ketë vlerën {value}</translation>
    </message>
    <message>
        <source>{what} must hold one number per game ({games}), not {count}</source>
        <translation>{what} duhet të ketë një numër për çdo lojë ({games}), jo {count}</translation>
    </message>
    <message>
        <source>{what} in game {game}</source>
        <translation>{what} në lojën {game}</translation>
    </message>
    <message>
        <source>the knocker&apos;s spread: {problem}</source>
        <translation>shtrimi i atij që trokiti: {problem}</translation>
    </message>
    <message>
        <source>the round&apos;s “melds”</source>
        <translation>fusha «melds» e raundit</translation>
    </message>
    <message>
        <source>meld {number} of {what}</source>
        <translation>kombinimi {number} te {what}</translation>
    </message>
    <message>
        <source>the round&apos;s “layoffs”</source>
        <translation>fusha «layoffs» e raundit</translation>
    </message>
    <message>
        <source>lay-off {number} of {what}</source>
        <translation>ngjitja {number} te {what}</translation>
    </message>
    <message>
        <source>{what} must be a pair: the number of a knocker&apos;s meld and the cards laid off on it</source>
        <translation>{what} duhet të jetë një çift: numri i një kombinimi të atij që trokiti dhe letrat e ngjitura te ai</translation>
    </message>
    <message>
        <source>the meld number of {what}</source>
        <translation>numri i kombinimit te {what}</translation>
    </message>
    <message>
        <source>the cards of {what}</source>
        <translation>letrat te {what}</translation>
    </message>
    <message>
        <source>a saved Gin game must be a JSON object</source>
        <translation>një lojë e ruajtur e xhin remit duhet të jetë objekt JSON</translation>
    </message>
    <message>
        <source>it is not a Gin game saved in format version {version}</source>
        <translation>nuk është lojë xhin remi e ruajtur në versionin {version} të formatit</translation>
    </message>
    <message>
        <source>the hands, stock and discard pile must hold each of the 52 cards exactly once</source>
        <translation>duart, pirgu dhe letrat e hedhura duhet të përmbajnë secilën nga 52 letrat saktësisht një herë</translation>
    </message>
    <message>
        <source>“phase” must be one of {phases}, not {value}</source>
        <translation>fusha «phase» duhet të jetë një nga {phases}, jo {value}</translation>
    </message>
    <message>
        <source>“knocker” and “knocker_melds” are only saved while the defender lays off</source>
        <translation>fushat «knocker» dhe «knocker_melds» ruhen vetëm ndërsa kundërshtari i atij që trokiti ngjit letra</translation>
    </message>
    <message>
        <source>a finished round must say how it ended (“round”)</source>
        <translation>një raund i mbaruar duhet të tregojë si mbaroi (fusha «round»)</translation>
    </message>
    <message>
        <source>“round” is only saved once a round is over</source>
        <translation>fusha «round» ruhet vetëm pasi të ketë mbaruar një raund</translation>
    </message>
    <message>
        <source>{card} in “visible_takes” is not in the hand of player {number}</source>
        <translation>{card} te «visible_takes» nuk është në dorën e lojtarit {number}</translation>
    </message>
    <message>
        <source>“visible_takes” lists a card of player {number} twice</source>
        <translation>fusha «visible_takes» rendit dy herë një letër të lojtarit {number}</translation>
    </message>
    <message>
        <source>the upcard cannot be back in the stock</source>
        <translation>letra e hapur nuk mund të jetë kthyer në pirg</translation>
    </message>
    <message>
        <source>“upcard_passes” is only counted while the upcard is on offer</source>
        <translation>fusha «upcard_passes» numërohet vetëm ndërsa ofrohet letra e hapur</translation>
    </message>
    <message>
        <source>“taken_from_discard” must be a card the player to discard holds</source>
        <translation>fusha «taken_from_discard» duhet të jetë një letër që e ka në dorë lojtari që duhet të hedhë</translation>
    </message>
    <message>
        <source>player {number} has points in game {game} without a round won there, or the reverse</source>
        <translation>lojtari {number} ka pikë në lojën {game} pa fituar asnjë raund atje, ose e kundërta</translation>
    </message>
    <message>
        <source>both players cannot have reached {target} in game {game}</source>
        <translation>të dy lojtarët nuk mund të kenë arritur {target} në lojën {game}</translation>
    </message>
    <message>
        <source>player {number} cannot score in game {game} before scoring in game {earlier}</source>
        <translation>lojtari {number} nuk mund të shënojë pikë në lojën {game} para se të shënojë në lojën {earlier}</translation>
    </message>
    <message>
        <source>nobody has taken a card from the discard pile before the upcard is taken</source>
        <translation>para se të merret letra e hapur, askush nuk mund të ketë marrë letër nga letrat e hedhura</translation>
    </message>
    <message>
        <source>while the upcard is on offer, each hand holds 10 cards and the pile only the upcard</source>
        <translation>ndërsa ofrohet letra e hapur, çdo dorë ka 10 letra dhe te letrat e hedhura është vetëm letra e hapur</translation>
    </message>
    <message>
        <source>“current” is not the player the upcard is offered to</source>
        <translation>fusha «current» nuk është lojtari të cilit i ofrohet letra e hapur</translation>
    </message>
    <message>
        <source>the discard pile is empty only when its one card has just been taken</source>
        <translation>pirgu i letrave të hedhura është bosh vetëm kur sapo është marrë e vetmja letër e tij</translation>
    </message>
    <message>
        <source>at a draw each hand holds 10 cards and the stock more than 2</source>
        <translation>kur merret letër, çdo dorë ka 10 letra dhe pirgu më shumë se 2</translation>
    </message>
    <message>
        <source>the player to discard holds 11 cards, the other 10</source>
        <translation>lojtari që duhet të hedhë ka 11 letra, tjetri 10</translation>
    </message>
    <message>
        <source>the stock never runs below 2 cards</source>
        <translation>pirgu nuk bie kurrë nën 2 letra</translation>
    </message>
    <message>
        <source>after a knock each hand holds 10 cards</source>
        <translation>pas trokitjes çdo dorë ka 10 letra</translation>
    </message>
    <message>
        <source>during the lay-off the defender is the player to move</source>
        <translation>gjatë ngjitjes së letrave radha është e kundërshtarit</translation>
    </message>
    <message>
        <source>a gin admits no lay-off: the round would be over</source>
        <translation>te xhini nuk ngjiten letra: raundi do të kishte mbaruar</translation>
    </message>
    <message>
        <source>a drawn round ends with 2 cards in the stock and 10 in each hand</source>
        <translation>një raund barazim mbaron me 2 letra në pirg dhe 10 në çdo dorë</translation>
    </message>
    <message>
        <source>a drawn round cannot end the match</source>
        <translation>një raund barazim nuk mund ta mbyllë ndeshjen</translation>
    </message>
    <message>
        <source>the round&apos;s “kind” must be “drawn”, “knock”, “gin” or “big_gin”, not {value}</source>
        <translation>fusha «kind» e raundit duhet të jetë «drawn», «knock», «gin» ose «big_gin», jo {value}</translation>
    </message>
    <message>
        <source>a drawn round has no knocker and scores in no game</source>
        <translation>një raund barazim nuk ka lojtar që trokiti dhe nuk shënohet në asnjë lojë</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker”</source>
        <translation>fusha «knocker» e raundit</translation>
    </message>
    <message>
        <source>the round&apos;s “games”</source>
        <translation>fusha «games» e raundit</translation>
    </message>
    <message>
        <source>each entry of {what}</source>
        <translation>çdo element te {what}</translation>
    </message>
    <message>
        <source>the round&apos;s “games” must be different games, in order</source>
        <translation>fusha «games» e raundit duhet të përmbajë lojëra të ndryshme, sipas radhës</translation>
    </message>
    <message>
        <source>big gin is not played under these rules</source>
        <translation>me këto rregulla nuk luhet xhin i madh</translation>
    </message>
    <message>
        <source>big gin needs 11 cards all melded</source>
        <translation>xhini i madh kërkon të 11 letrat në kombinime</translation>
    </message>
    <message>
        <source>a round is gin exactly when the knocker has no deadwood</source>
        <translation>një raund është xhin atëherë dhe vetëm atëherë kur ai që trokiti nuk ka letra të pakombinuara</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker_melds”</source>
        <translation>fusha «knocker_melds» e raundit</translation>
    </message>
    <message>
        <source>the defender&apos;s spread: {problem}</source>
        <translation>shtrimi i kundërshtarit: {problem}</translation>
    </message>
    <message>
        <source>the result of a round must be an object, not {value}</source>
        <translation>rezultati i një raundi duhet të jetë objekt, jo {value}</translation>
    </message>
    <message>
        <source>the round&apos;s “hands”</source>
        <translation>fusha «hands» e raundit</translation>
    </message>
    <message>
        <source>the round&apos;s hands hold a card twice</source>
        <translation>në duart e raundit një letër gjendet dy herë</translation>
    </message>
    <message>
        <source>the round&apos;s “doubled” must be true or false, not {value}</source>
        <translation>fusha «doubled» e raundit duhet të jetë true ose false, jo {value}</translation>
    </message>
    <message>
        <source>only an Oklahoma round with spade doubling is doubled</source>
        <translation>dyfishohet vetëm një raund Oklahoma me dyfishimin nga maçi</translation>
    </message>
    <message>
        <source>a drawn round shows no hands and is not doubled</source>
        <translation>një raund barazim nuk tregon duart dhe nuk dyfishohet</translation>
    </message>
    <message>
        <source>{what} must be a whole number of {low} or more, not {value}</source>
        <translation>{what} duhet të jetë numër i plotë {low} ose më i madh, jo {value}</translation>
    </message>
    <message>
        <source>{what} holds {value}, which is not a card written as text</source>
        <translation>{what} përmban {value}, që nuk është letër e shkruar si tekst</translation>
    </message>
    <message>
        <source>the hand of player {number}</source>
        <translation>dora e lojtarit {number}</translation>
    </message>
    <message>
        <source>the result of the round (“round_result”) does not match the hands and the knock</source>
        <translation>rezultati i raundit (fusha «round_result») nuk përputhet me duart dhe trokitjen</translation>
    </message>
    <message>
        <source>in a hand</source>
        <translation>në një dorë</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>në tavolinë</translation>
    </message>
    <message>
        <source>in the stock</source>
        <translation>në pirg</translation>
    </message>
    <message>
        <source>a {players}-player game has {copies} × {card}, so none is marked #{copy}</source>
        <translation>një lojë me {players} lojtarë ka {copies} × {card}, prandaj asnjë nuk shënohet #{copy}</translation>
    </message>
    <message>
        <source>the same {card} (marked #{copy}) is in the game twice</source>
        <translation>i njëjti {card} (i shënuar #{copy}) është dy herë në lojë</translation>
    </message>
    <message>
        <source>{card} {place}: only a joker on the table declares a card</source>
        <translation>{card} {place}: letra që zëvendëson caktohet vetëm për xhokerin në tavolinë</translation>
    </message>
    <message>
        <source>meld {number} on the table is not legal: {problem}</source>
        <translation>kombinimi {number} në tavolinë nuk është i lejuar: {problem}</translation>
    </message>
    <message>
        <source>player {number} holds {points} points: knocking needs {limit} points or less</source>
        <translation>lojtari {number} ka {points} pikë në dorë: për të trokitur duhen {limit} pikë ose më pak</translation>
    </message>
    <message>
        <source>a player without cards has gone out, so the round must be over</source>
        <translation>një lojtar pa letra e ka mbyllur dorën, prandaj raundi duhet të ketë mbaruar</translation>
    </message>
    <message>
        <source>only a finished round has a knocker and results</source>
        <translation>vetëm një raund i mbaruar ka lojtar që trokiti dhe rezultate</translation>
    </message>
    <message>
        <source>the phase “{phase}” does not fit the scores {scores}</source>
        <translation>faza «{phase}» nuk përputhet me pikët {scores}</translation>
    </message>
    <message>
        <source>a finished round needs its result (“round_result”)</source>
        <translation>një raund i mbaruar duhet të ketë rezultatin e tij (fusha «round_result»)</translation>
    </message>
    <message>
        <source>the result of the game (“game_result”) does not match the scores and rounds won</source>
        <translation>rezultati i lojës (fusha «game_result») nuk përputhet me pikët dhe raundet e fituara</translation>
    </message>
    <message>
        <source>the result of a round is an object whose “stock_exhausted” is true or false</source>
        <translation>rezultati i një raundi është objekt me fushën «stock_exhausted» true ose false</translation>
    </message>
    <message>
        <source>the hands, the knock and “stock_exhausted” describe no way a round can end</source>
        <translation>duart, trokitja dhe fusha «stock_exhausted» nuk përshkruajnë asnjë mënyrë si mund të mbarojë një raund</translation>
    </message>
    <message>
        <source>a saved Manipulation Rummy game must be a JSON object</source>
        <translation>një lojë e ruajtur e remit me manipulim duhet të jetë objekt JSON</translation>
    </message>
    <message>
        <source>it is not a Manipulation Rummy game saved in format version {version}</source>
        <translation>nuk është lojë remi me manipulim e ruajtur në versionin {version} të formatit</translation>
    </message>
    <message>
        <source>{value} is not a phase: “phase” is one of {phases}</source>
        <translation>{value} nuk është fazë: fusha «phase» merr një nga vlerat {phases}</translation>
    </message>
    <message>
        <source>meld {number} on the table</source>
        <translation>kombinimi {number} në tavolinë</translation>
    </message>
    <message>
        <source>a move kept with the game</source>
        <translation>një lëvizje e ruajtur me lojën</translation>
    </message>
    <message>
        <source>{what} is {value}, which is not a move</source>
        <translation>{what} është {value}, që nuk është lëvizje</translation>
    </message>
    <message>
        <source>“rules” must hold two settings, {target} and {bonus}, and no other, not {value}</source>
        <translation>fusha «rules» duhet të përmbajë dy cilësime, {target} dhe {bonus}, dhe asnjë tjetër, jo {value}</translation>
    </message>
    <message>
        <source>{what} must be true or false, not {value}</source>
        <translation>{what} duhet të jetë true ose false, jo {value}</translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds in game {game} but scored fewer points there ({points}); every round won scores at least 1</source>
        <translation>
            <numerusform>lojtari {number} ka fituar %n raund në lojën {game}, por ka marrë atje më pak pikë ({points}); çdo raund i fituar jep të paktën 1 pikë</numerusform>
            <numerusform>lojtari {number} ka fituar %n raunde në lojën {game}, por ka marrë atje më pak pikë ({points}); çdo raund i fituar jep të paktën 1 pikë</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the knocker&apos;s %n points of deadwood are more than the knock limit {limit}</source>
        <translation>
            <numerusform>ai që trokiti ka %n pikë të pakombinuar, më shumë se kufiri i trokitjes ({limit})</numerusform>
            <numerusform>ai që trokiti ka %n pikë të pakombinuara, më shumë se kufiri i trokitjes ({limit})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards of the game are missing, such as {cards}</source>
        <translation>
            <numerusform>mungon %n letër e lojës: {cards}</numerusform>
            <numerusform>mungojnë %n letra të lojës, si p.sh. {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draws this turn (“draws_this_turn”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>%n letër e marrë në këtë radhë (fusha «draws_this_turn») nuk përputhet me fazën «{phase}»</numerusform>
            <numerusform>%n letra të marra në këtë radhë (fusha «draws_this_turn») nuk përputhen me fazën «{phase}»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n last turns left (“final_turns_left”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>%n radhë e fundit e mbetur (fusha «final_turns_left») nuk përputhet me fazën «{phase}»</numerusform>
            <numerusform>%n radhë të fundit të mbetura (fusha «final_turns_left») nuk përputhen me fazën «{phase}»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the phase “{phase}” does not fit a stock of %n cards</source>
        <translation>
            <numerusform>faza «{phase}» nuk përputhet me një pirg me %n letër</numerusform>
            <numerusform>faza «{phase}» nuk përputhet me një pirg me %n letra</numerusform>
        </translation>
    </message>
    <message>
        <source>the scores {scores} minus the round&apos;s points make {before} before the round, which a game played to {target} could not have had</source>
        <translation>pikët {scores} pa pikët e raundit japin {before} para raundit, çka një lojë deri në {target} nuk mund ta kishte</translation>
    </message>
    <message numerus="yes">
        <source>{what} must have %n entries, not {count}</source>
        <translation>
            <numerusform>{what} duhet të ketë %n element, jo {count}</numerusform>
            <numerusform>{what} duhet të ketë %n elemente, jo {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds, more than the {played} played</source>
        <translation>
            <numerusform>lojtari {number} ka fituar %n raund, më shumë se {played} të luajturit</numerusform>
            <numerusform>lojtari {number} ka fituar %n raunde, më shumë se {played} të luajturit</numerusform>
        </translation>
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
        <translation>Raund barazim: askush nuk merr pikë</translation>
    </message>
    <message>
        <source>+%1 = %2</source>
        <translation>+%1 = %2</translation>
    </message>
    <message>
        <source>Game %1, %2: %3</source>
        <extracomment>A Hollywood score sheet&apos;s entry for screen readers: &quot;Game 2, Anna: +12 = 75&quot;.</extracomment>
        <translation>Loja %1, %2: %3</translation>
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
        <source>%1: %2 (%3)</source>
        <extracomment>One game in the score sheet&apos;s description for screen readers: %1 is &quot;Game 2&quot; (or &quot;Total&quot;), %2 the scores (&quot;You 54, Anna 12&quot;), %3 how the game stands (&quot;in play&quot;, &quot;won by Anna&quot;).</extracomment>
        <translation>%1: %2 (%3)</translation>
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
        <source>Manipulation Rummy</source>
        <translation>Remi me manipulim</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Xhin remi</translation>
    </message>
    <message>
        <source>Oklahoma Gin</source>
        <translation>Xhin Oklahoma</translation>
    </message>
    <message>
        <source>Hollywood Gin</source>
        <translation>Xhin Hollivud</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>I lehtë</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mesatar</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>I aftë</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>I vështirë</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Plays melds from its hand and adds cards to the ends of sequences and to groups; never takes a meld apart.</source>
        <translation>Shtron kombinime nga dora dhe shton letra në skajet e serive dhe te grupet; nuk e shpërbën kurrë një kombinim.</translation>
    </message>
    <message>
        <source>Also takes one meld on the table apart when that lets it play more cards, but sometimes overlooks such a play.</source>
        <translation>Shpërbën edhe një kombinim në tavolinë kur kështu shtron më shumë letra, por ndonjëherë nuk e sheh një lëvizje të tillë.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, but often overlooks a play that needs two.</source>
        <translation>Shpërbën një ose dy kombinime që të futë letrat e veta, por shpesh nuk e sheh një lëvizje që kërkon dy.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, and never overlooks such a play.</source>
        <translation>Shpërbën një ose dy kombinime që të futë letrat e veta dhe nuk e lë kurrë pa parë një lëvizje të tillë.</translation>
    </message>
    <message>
        <source>Takes up to three melds apart at once to fit its cards in.</source>
        <translation>Shpërbën deri në tri kombinime njëherësh që të futë letrat e veta.</translation>
    </message>
    <message>
        <source>Rebuilds the whole table to play the most points, but often overlooks a play that takes four or more melds apart; knocks when the odds say the knock wins.</source>
        <translation>Rindërton gjithë tavolinën për të shtruar sa më shumë pikë, por shpesh nuk e sheh një lëvizje që shpërbën katër ose më shumë kombinime; troket kur gjasat thonë se trokitja fiton.</translation>
    </message>
    <message>
        <source>Never overlooks a play, and thinks ahead: it may draw another card rather than meld when the next card could take its whole hand out, and in a two-player game it keeps back a card that could let its opponent go out.</source>
        <translation>Nuk e lë kurrë pa parë një lëvizje dhe mendon përpara: në vend që të shtrojë, mund të marrë edhe një letër kur letra e radhës mund t&apos;ia zbrazë gjithë dorën, dhe në lojë me dy lojtarë mban një letër me të cilën kundërshtari mund të dalë.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds and knocks as soon as it can, but often throws away the wrong card.</source>
        <translation>Merr vetëm letra që formojnë kombinime dhe troket sapo të mundet, por shpesh hedh letrën e gabuar.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds, keeps its deadwood as low as possible, and knocks as soon as it can.</source>
        <translation>Merr vetëm letra që formojnë kombinime, mban sa më pak pikë në letrat e pakombinuara dhe troket sapo të mundet.</translation>
    </message>
    <message>
        <source>Plays like Simple, but when two discards are equal it keeps the hand with the better chances.</source>
        <translation>Luan si niveli I thjeshtë, por kur dy letra për t&apos;u hedhur janë njësoj të mira, mban dorën me gjasat më të mira.</translation>
    </message>
    <message>
        <source>Watches the discard pile and what you pick up, avoids giving you cards you need, and knocks only when it expects the knock to pay.</source>
        <translation>Ndjek letrat e hedhura dhe ato që merrni ju, shmang t&apos;ju japë letra që ju duhen dhe troket vetëm kur pret që trokitja t&apos;ia vlejë.</translation>
    </message>
    <message>
        <source>Plays like Hard and thinks ahead whenever it could knock, weighing the knock against waiting for gin; about as strong as Hard.</source>
        <translation>Luan si niveli I vështirë dhe mendon përpara sa herë që mund të trokasë, duke e peshuar trokitjen kundrejt pritjes për xhin; është afërsisht po aq i fortë sa niveli I vështirë.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
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
        <source> %</source>
        <extracomment>After the card size, a percentage (&quot;120 %&quot;): the space and the sign as your language writes them.</extracomment>
        <translation>%</translation>
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
        <source>Tell screen readers the computers&apos; moves and whose turn it is</source>
        <translation>Lexuesit e ekranit tregojnë lëvizjet e kompjuterëve dhe radhën e kujt është</translation>
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
        <source>How the computer levels play</source>
        <translation>Si luajnë nivelet e kompjuterit</translation>
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
    <message>
        <source>Simple</source>
        <translation>I thjeshtë</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Fillestar</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>I përparuar</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>The settings could not be saved to {path}: the file cannot be written. The change applies until the app closes.</source>
        <translation>Cilësimet nuk u ruajtën dot te {path}: skedari nuk mund të shkruhet. Ndryshimi vlen derisa të mbyllet aplikacioni.</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than settings ever are ({limit} kB at most).</source>
        <translation>është {size} MB, shumë më i madh se ç&apos;janë ndonjëherë cilësimet (të shumtën {limit} kB).</translation>
    </message>
    <message>
        <source>parts of it are not settings.</source>
        <translation>pjesë të tij nuk janë cilësime.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: the app starts with the default settings.</source>
        <translation>Skedari juaj i cilësimeve {path} nuk u lexua dot: aplikacioni nis me cilësimet e parazgjedhura.</translation>
    </message>
    <message>
        <source>Your settings file could not be used: {reason} It was kept as {kept}; the settings it spoilt are back to their defaults.</source>
        <translation>Skedari juaj i cilësimeve nuk u përdor dot: {reason} U mbajt si {kept}; cilësimet që prishte janë kthyer te vlerat e parazgjedhura.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used: {reason} The app starts with the default settings and cannot keep a change to them until that file is removed.</source>
        <translation>Skedari juaj i cilësimeve {path} nuk u përdor dot: {reason} Aplikacioni nis me cilësimet e parazgjedhura dhe nuk mund të ruajë ndryshime të tyre derisa të hiqet ai skedar.</translation>
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
        <translation>Remi me manipulim</translation>
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
    <name>SplitHandle</name>
    <message>
        <source>Click to split the meld here, or drag to move the cards to the right of it.</source>
        <translation>Klikoni për ta ndarë kombinimin këtu, ose tërhiqni për të lëvizur letrat në të djathtë.</translation>
    </message>
</context>
<context>
    <name>SpreadDialog</name>
    <message>
        <source>deadwood %1</source>
        <translation>të pakombinuara %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A spread for screen readers: %1 its label (&quot;Deadwood 7&quot;), %2 its melds (in words: &quot;four of spades, four of clubs, four of diamonds; four, five, six of hearts&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your spread</source>
        <translation>Shtrimi juaj</translation>
    </message>
    <message>
        <source>Knock, discarding %1: which spread do you show? Your opponent may lay off only on the melds you show.</source>
        <translation>Trokitje duke hedhur %1: cilin shtrim tregoni? Kundërshtari mund të ngjitë letra vetëm te kombinimet që tregoni.</translation>
    </message>
    <message>
        <source>Proposed: deadwood %1</source>
        <translation>E propozuar: të pakombinuara %1</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Të pakombinuara %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Trokit</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Games played</source>
        <translation>Lojëra të luajtura</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Lojëra të fituara</translation>
    </message>
    <message>
        <source>Games you won; sharing first place counts as a win.</source>
        <translation>Lojërat që fituat; vendi i parë i ndarë llogaritet fitore.</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>Lojëra të fituara (%)</translation>
    </message>
    <message>
        <source>Games won divided by games played.</source>
        <translation>Lojërat e fituara pjesëtuar me lojërat e luajtura.</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Raunde të luajtura</translation>
    </message>
    <message>
        <source>Rounds (deals) played to the end, in every game counted here.</source>
        <translation>Raundet (shpërndarjet) e luajtura deri në fund, në çdo lojë të numëruar këtu.</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Raunde të fituara</translation>
    </message>
    <message>
        <source>Rounds you won or shared the win of.</source>
        <translation>Raundet që fituat vetë ose me fitore të ndarë.</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Rezultati më i mirë</translation>
    </message>
    <message>
        <source>Your highest final score in a game played to the end, bonuses included.</source>
        <translation>Rezultati juaj përfundimtar më i lartë në një lojë të luajtur deri në fund, me bonuset.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Rezultati mesatar</translation>
    </message>
    <message>
        <source>Your final scores added up and divided by the number of games played to the end.</source>
        <translation>Shuma e rezultateve tuaja përfundimtare pjesëtuar me numrin e lojërave të luajtura deri në fund.</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Seria aktuale e fitoreve</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Seria më e gjatë e fitoreve</translation>
    </message>
    <message>
        <source>The most games ever won in a row.</source>
        <translation>Numri më i madh i lojërave të fituara radhazi.</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Këshilla të përdorura</translation>
    </message>
    <message>
        <source>How many times you asked for a hint in these games.</source>
        <translation>Sa herë kërkuat këshillë në këto lojëra.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Kundërshtarët</translation>
    </message>
    <message>
        <source>The level of the computer players. “Mixed” means computers of different levels; “All levels” counts every game of this kind. Only games of one person against the computer are counted.</source>
        <translation>Niveli i lojtarëve kompjuter. «Të përziera» do të thotë kompjuterë me nivele të ndryshme; «Të gjitha nivelet» numëron çdo lojë të këtij lloji. Numërohen vetëm lojërat e një njeriu kundër kompjuterit.</translation>
    </message>
    <message>
        <source>Games played to the end. A game left unfinished is not counted here but as abandoned.</source>
        <translation>Lojëra të luajtura deri në fund. Një lojë e lënë përgjysmë nuk llogaritet këtu, por si e braktisur.</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Lojëra të braktisura</translation>
    </message>
    <message>
        <source>Games left unfinished: a new game started in their place, or not resumed when offered. They are not counted as lost, but they end a winning streak. Closing the app does not abandon a game: it is offered again at the next start.</source>
        <translation>Lojëra të lëna përgjysmë: në vend të tyre nisi një lojë e re, ose nuk u vazhduan kur u ofruan. Nuk llogariten si të humbura, por ndërpresin një seri fitoresh. Mbyllja e aplikacionit nuk e braktis lojën: ajo ofrohet sërish në nisjen e ardhshme.</translation>
    </message>
    <message>
        <source>Games won in a row up to the latest one; a game lost or abandoned sets it to 0.</source>
        <translation>Lojëra të fituara radhazi deri te e fundit; një lojë e humbur ose e braktisur e kthen në 0.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage: %1 is the number (&quot;45%&quot;).</extracomment>
        <translation>%1%</translation>
    </message>
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
        <source>%1:</source>
        <extracomment>The label before a choice box: %1 is what is chosen (&quot;Opponents&quot;).</extracomment>
        <translation>%1:</translation>
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
    <name>StatisticsFile</name>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from their previous copy (the latest game may be missing).</source>
        <translation>Skedari juaj i statistikave ishte i dëmtuar: {reason} U mbajt si {kept}; statistikat vazhdojnë nga kopja e tyre e mëparshme (mund të mungojë loja e fundit).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from zero.</source>
        <translation>Skedari juaj i statistikave ishte i dëmtuar: {reason} U mbajt si {kept}; statistikat nisin sërish nga zero.</translation>
    </message>
    <message>
        <source>another copy of Rummy Desktop was writing them and did not finish in time</source>
        <translation>një kopje tjetër e Rummy Desktop po i shkruante dhe nuk mbaroi në kohë</translation>
    </message>
    <message>
        <source>The statistics could not be saved to {path}: {reason}.</source>
        <translation>Statistikat nuk u ruajtën dot te {path}: {reason}.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop statistics file.</source>
        <translation>nuk është skedar statistikash i Rummy Desktop.</translation>
    </message>
    <message>
        <source>its version or fields are not those of this version of Rummy Desktop.</source>
        <translation>versioni ose fushat nuk përputhen me këtë version të Rummy Desktop.</translation>
    </message>
    <message>
        <source>its records should be a list, not {actual}.</source>
        <translation>regjistrimet duhet të jenë listë, jo {actual}.</translation>
    </message>
    <message>
        <source>record {record} repeats {game} against {opponents}.</source>
        <translation>regjistrimi {record} përsërit «{game}» kundër «{opponents}».</translation>
    </message>
    <message>
        <source>record {record} does not have the fields of a statistics record.</source>
        <translation>regjistrimi {record} nuk i ka fushat e një regjistrimi statistikash.</translation>
    </message>
    <message>
        <source>record {record} names a game or opponents that cannot be: {label}.</source>
        <translation>regjistrimi {record} përmend një lojë ose kundërshtarë që nuk mund të ekzistojnë: {label}.</translation>
    </message>
    <message>
        <source>record {record} holds numbers that contradict each other (say, more games won than played).</source>
        <translation>regjistrimi {record} përmban numra që kundërshtojnë njëri-tjetrin (p.sh. më shumë lojëra të fituara se të luajtura).</translation>
    </message>
    <message>
        <source>This could not be counted in your statistics: {reason} The statistics stay as they were.</source>
        <translation>Kjo nuk u numërua dot në statistikat tuaja: {reason} Statistikat mbeten siç ishin.</translation>
    </message>
    <message>
        <source>record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>regjistrimi {record}: «{field}» duhet të jetë numër i plotë nga 0 deri në {highest}, jo {value}.</translation>
    </message>
    <message>
        <source>its puzzles should be a list of records.</source>
        <translation>gjëegjëzat e tij duhet të jenë një listë regjistrimesh.</translation>
    </message>
    <message>
        <source>puzzle record {record} does not have the fields of a puzzle record, or repeats a kind of puzzle.</source>
        <translation>regjistrimi i gjëegjëzave {record} nuk ka fushat e një regjistrimi gjëegjëzash, ose përsërit një lloj gjëegjëze.</translation>
    </message>
    <message>
        <source>puzzle record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>regjistrimi i gjëegjëzave {record}: „{field}” duhet të jetë një numër i plotë nga 0 deri në {highest}, jo {value}.</translation>
    </message>
    <message>
        <source>puzzle record {record} holds numbers that contradict each other.</source>
        <translation>regjistrimi i gjëegjëzave {record} mban numra që kundërshtojnë njëri-tjetrin.</translation>
    </message>
</context>
<context>
    <name>SystemErrors</name>
    <message>
        <source>the app is not allowed to use this file or folder (no permission)</source>
        <translation>aplikacionit nuk i lejohet ta përdorë këtë skedar ose dosje (mungon leja)</translation>
    </message>
    <message>
        <source>too many files are open at once</source>
        <translation>ka shumë skedarë të hapur njëkohësisht</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disku është plot</translation>
    </message>
    <message>
        <source>you have used up the space allowed to you on this disk (disk quota)</source>
        <translation>e keni mbaruar hapësirën që ju lejohet në këtë disk (kuota e diskut)</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disku është vetëm për lexim</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>skedari ose dosja e tij nuk ekziston</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>aty ka tashmë një skedar me këtë emër</translation>
    </message>
    <message>
        <source>there is a folder where the file should be</source>
        <translation>aty ku duhet të jetë skedari ka një dosje</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>një pjesë e shtegut është skedar, jo dosje</translation>
    </message>
    <message>
        <source>the file’s name or path is too long</source>
        <translation>emri ose shtegu i skedarit është shumë i gjatë</translation>
    </message>
    <message>
        <source>the disk failed to read or write (it may be damaged, or it was disconnected)</source>
        <translation>disku nuk arriti të lexonte ose të shkruante (mund të jetë i dëmtuar ose është shkëputur)</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>skedarin po e përdor një program tjetër</translation>
    </message>
    <message>
        <source>the system refused: {detail}</source>
        <translation>sistemi refuzoi: {detail}</translation>
    </message>
    <message>
        <source>a named pipe (FIFO) stands where the file should be</source>
        <translation>aty ku duhet të jetë skedari ka një kanal me emër (FIFO)</translation>
    </message>
    <message>
        <source>a device stands where the file should be</source>
        <translation>aty ku duhet të jetë skedari ka një pajisje</translation>
    </message>
    <message>
        <source>a socket stands where the file should be</source>
        <translation>aty ku duhet të jetë skedari ka një socket</translation>
    </message>
    <message>
        <source>something that is not a file stands where it should be</source>
        <translation>aty ku duhet të jetë skedari ka diçka që nuk është skedar</translation>
    </message>
    <message>
        <source>another program kept the file open, so it could not be replaced (it is as it was); close that program and try again</source>
        <translation>një program tjetër e mbajti skedarin të hapur, ndaj nuk mund të zëvendësohej (është siç ishte); mbyllni atë program dhe provoni sërish</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Tavolina e letrave</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <source>That card is not in play.</source>
        <translation>Ajo letër nuk është në lojë.</translation>
    </message>
    <message>
        <source>The same card was picked twice.</source>
        <translation>E njëjta letër u zgjodh dy herë.</translation>
    </message>
    <message>
        <source>A meld splits between two of its cards.</source>
        <translation>Një kombinim ndahet ndërmjet dy letrave të tij.</translation>
    </message>
    <message>
        <source>A meld can&apos;t merge with itself.</source>
        <translation>Një kombinim nuk mund të bashkohet me vetveten.</translation>
    </message>
    <message>
        <source>The joker is free: put it in a meld before you end the turn.</source>
        <translation>Xhokeri është i lirë: vendoseni në një kombinim para se të mbyllni radhën.</translation>
    </message>
    <message>
        <source>Free the joker with %1</source>
        <translation>Liro xhokerin me %1</translation>
    </message>
    <message>
        <source>Move %1 onto %2</source>
        <translation>Kalo %1 te %2</translation>
    </message>
    <message>
        <source>New meld %1</source>
        <translation>Kombinim i ri %1</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>Ndaj %1</translation>
    </message>
    <message>
        <source>Merge %1 with %2</source>
        <translation>Bashko %1 me %2</translation>
    </message>
    <message>
        <source>%1 was on the table when your turn began: it stays on the table.</source>
        <translation>%1 ishte në tavolinë kur nisi radha juaj: mbetet në tavolinë.</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>Merr mbrapsht %1</translation>
    </message>
    <message>
        <source>This joker&apos;s card was fixed in an earlier turn: only the real card can free it.</source>
        <translation>Letra e këtij xhokeri u caktua në një radhë të mëparshme: vetëm letra e vërtetë mund ta lirojë.</translation>
    </message>
    <message>
        <source>Put the joker in a meld first.</source>
        <translation>Vendoseni fillimisht xhokerin në një kombinim.</translation>
    </message>
    <message>
        <source>No card makes this meld legal with the joker in it.</source>
        <translation>Asnjë letër nuk e bën të lejuar këtë kombinim me xhokerin brenda.</translation>
    </message>
    <message>
        <source>Declare the joker as %1</source>
        <translation>Cakto xhokerin si %1</translation>
    </message>
    <message>
        <source>That table can&apos;t be made from the cards in play.</source>
        <translation>Ajo tavolinë nuk mund të ndërtohet nga letrat në lojë.</translation>
    </message>
    <message>
        <source>Lay out the hint&apos;s table</source>
        <translation>Ndërto tavolinën e këshillës</translation>
    </message>
    <message>
        <source>Reset turn</source>
        <translation>Rinis radhën</translation>
    </message>
    <message>
        <source>You changed the table: end the turn to play it, or reset the turn to draw again.</source>
        <translation>E ndryshuat tavolinën: mbyllni radhën për ta luajtur, ose rinisni radhën për të marrë sërish letër.</translation>
    </message>
    <message>
        <source>You haven&apos;t played anything: put cards from your hand on the table, or draw again.</source>
        <translation>Nuk keni luajtur asgjë: vendosni letra nga dora në tavolinë, ose merrni sërish letër.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Jo ende: %1</translation>
    </message>
    <message>
        <source>A freed joker is waiting beside the table: put it in a meld, with the card it stands for, before you end the turn.</source>
        <translation>Një xhoker i liruar pret pranë tavolinës: vendoseni në një kombinim, me letrën që zëvendëson, para se të mbyllni radhën.</translation>
    </message>
    <message>
        <source>Start a game first (Game ▸ New).</source>
        <translation>Nisni fillimisht një lojë (Loja ▸ Lojë e re).</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Raundi mbaroi.</translation>
    </message>
    <message>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>Prisni: është radha e %1.</translation>
    </message>
    <message>
        <source>You can&apos;t change the table now.</source>
        <translation>Tani nuk mund ta ndryshoni tavolinën.</translation>
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
        <source>Choose Game ▸ New to start a game.</source>
        <translation>Zgjidhni Loja ▸ Lojë e re për të nisur një lojë.</translation>
    </message>
    <message>
        <source>Round %1 is over. Click Next round to deal the next one.</source>
        <translation>Raundi %1 mbaroi. Klikoni «Raundi tjetër» për të ndarë letrat sërish.</translation>
    </message>
    <message>
        <source>Your turn: draw a card (click the stock, or Draw).</source>
        <translation>Radha juaj: merrni një letër (klikoni pirgun, ose «Merr letër»).</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty. Meld, or end your turn.</source>
        <translation>Radha juaj: pirgu është bosh. Shtroni, ose mbyllni radhën.</translation>
    </message>
    <message>
        <source>Your turn: you changed the table. Finish it and End turn, or Reset turn to put it back as it was.</source>
        <translation>Radha juaj: e ndryshuat tavolinën. Përfundojeni dhe Mbyll radhën, ose Rinis radhën për ta kthyer siç ishte.</translation>
    </message>
    <message>
        <source>You are playing…</source>
        <translation>Po luani…</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the top of the discard pile.</source>
        <translation>Radha juaj: merrni një letër nga pirgu ose letrën e sipërme të letrave të hedhura.</translation>
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
        <source>You knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>Trokitët: shtroni kombinimet tuaja dhe ngjitni çfarë të mundeni, pastaj shtypni «Gati».</translation>
    </message>
    <message>
        <source>%1 knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>%1 trokiti: shtroni kombinimet tuaja dhe ngjitni çfarë të mundeni, pastaj shtypni «Gati».</translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw a third card (that ends the turn).</source>
        <translation>
            <numerusform>Radha juaj (morët %n nga %1 letra): tërhiqni letra për të rirregulluar tavolinën dhe për të luajtur nga dora, pastaj «Mbyll radhën»; ose merrni një letër të tretë (kjo e mbyll radhën).</numerusform>
            <numerusform>Radha juaj (morët %n nga %1 letra): tërhiqni letra për të rirregulluar tavolinën dhe për të luajtur nga dora, pastaj «Mbyll radhën»; ose merrni një letër të tretë (kjo e mbyll radhën).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw again.</source>
        <translation>
            <numerusform>Radha juaj (morët %n nga %1 letra): tërhiqni letra për të rirregulluar tavolinën dhe për të luajtur nga dora, pastaj «Mbyll radhën»; ose merrni sërish.</numerusform>
            <numerusform>Radha juaj (morët %n nga %1 letra): tërhiqni letra për të rirregulluar tavolinën dhe për të luajtur nga dora, pastaj «Mbyll radhën»; ose merrni sërish.</numerusform>
        </translation>
    </message>
    <message>
        <source>End your turn without knocking, and play on</source>
        <translation>Mbyllni radhën pa trokitur dhe vazhdoni lojën</translation>
    </message>
    <message>
        <source>End your turn without knocking?</source>
        <translation>Të mbyllet radha pa trokitur?</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn</source>
        <translation>Luani tavolinën siç është tani dhe mbyllni radhën</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn?</source>
        <translation>Të luhet tavolina siç është tani dhe të mbyllet radha?</translation>
    </message>
    <message>
        <source>End your turn without melding</source>
        <translation>Mbyllni radhën pa shtruar</translation>
    </message>
    <message>
        <source>End your turn without melding?</source>
        <translation>Të mbyllet radha pa shtruar?</translation>
    </message>
    <message>
        <source>Play the table as it is now, or end the turn without melding</source>
        <translation>Luani tavolinën siç është tani, ose mbyllni radhën pa shtruar</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>Të mbyllet radha?</translation>
    </message>
    <message numerus="yes">
        <source>Your turn is over with %n points in hand: Knock to end the round now, or End turn to play on.</source>
        <translation>
            <numerusform>Radha juaj mbaroi me %n pikë në dorë: «Trokit» e mbyll raundin tani, «Mbyll radhën» e vazhdon lojën.</numerusform>
            <numerusform>Radha juaj mbaroi me %n pikë në dorë: «Trokit» e mbyll raundin tani, «Mbyll radhën» e vazhdon lojën.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last turns (the stock ran out; %n to play): meld, or end your turn without melding.</source>
        <translation>
            <numerusform>Radhët e fundit (pirgu mbaroi; mbetet %n): shtroni, ose mbyllni radhën pa shtruar.</numerusform>
            <numerusform>Radhët e fundit (pirgu mbaroi; mbeten %n): shtroni, ose mbyllni radhën pa shtruar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: take the upcard %1 (key P), or pass (key X).</source>
        <translation>Radha juaj: merrni letrën e hapur %1 (tasti P), ose thoni pas (tasti X).</translation>
    </message>
</context>
</TS>
