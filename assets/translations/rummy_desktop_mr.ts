<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mr" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Latest news: %1</source>
        <translation>ताजी बातमी: %1</translation>
    </message>
</context>
<context>
    <name>AppServices</name>
    <message>
        <source>&amp;Open…</source>
        <translation>उघडा (&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>जतन करा (&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>या नावाने जतन करा (&amp;A)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>आकडेवारी (&amp;T)…</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>सेटिंग्ज (&amp;E)…</translation>
    </message>
    <message>
        <source>Your games are not being kept</source>
        <translation>तुमचे खेळ जतन होत नाहीत</translation>
    </message>
    <message>
        <source>Rummy Desktop cannot write in its data folder %1: %2.

Play goes on, but until it can, the game in progress is not autosaved and your statistics are not kept.</source>
        <translation>Rummy Desktop त्याच्या डेटा फोल्डर %1 मध्ये लिहू शकत नाही: %2.

खेळ चालू राहतो, पण जोपर्यंत लिहिता येत नाही तोपर्यंत चालू खेळ आपोआप जतन होत नाही आणि तुमची आकडेवारी ठेवली जात नाही.</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>अर्धवट राहिलेला खेळ</translation>
    </message>
    <message>
        <source>Your last game was not finished.</source>
        <translation>तुमचा मागचा खेळ पूर्ण झाला नव्हता.</translation>
    </message>
    <message>
        <source>%1
Players: %2
Saved: %3
Rounds played: %4</source>
        <translation>%1
खेळाडू: %2
जतन केला: %3
खेळलेले डाव: %4</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly last time, in the middle of a game.</source>
        <translation>मागच्या वेळी Rummy Desktop खेळ चालू असताना अचानक बंद पडले.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>खेळ पुढे चालू करायचा?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>पुढे चालू करा</translation>
    </message>
    <message>
        <source>Start afresh</source>
        <translation>नव्याने सुरू करा</translation>
    </message>
    <message>
        <source>What happened is written in %1.</source>
        <translation>काय झाले ते %1 मध्ये लिहिले आहे.</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly</source>
        <translation>Rummy Desktop अचानक बंद पडले</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly last time.</source>
        <translation>मागच्या वेळी Rummy Desktop अचानक बंद पडले.</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*%1);;All files (*)</source>
        <translation>Rummy Desktop खेळ (*%1);;सर्व फायली (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>जतन केलेला खेळ उघडा</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 उघडला.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>खेळ जतन करा</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1 मध्ये जतन केला.</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here and counts as abandoned in your statistics (not as lost).</source>
        <translation>चालू खेळ अजून संपलेला नाही. तुम्ही दुसरा सुरू केल्यास हा खेळ इथेच संपेल आणि तुमच्या आकडेवारीत सोडून दिलेला म्हणून मोजला जाईल (हरलेला म्हणून नाही).</translation>
    </message>
    <message>
        <source>Another copy of Rummy Desktop uses the same data folder and does not answer: this window keeps its game apart from that copy&apos;s.</source>
        <translation>Rummy Desktop ची दुसरी प्रत हेच डेटा फोल्डर वापरते आणि उत्तर देत नाही: ही विंडो आपला खेळ त्या प्रतीच्या खेळापासून वेगळा ठेवते.</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here.</source>
        <translation>चालू खेळ अजून संपलेला नाही. तुम्ही दुसरा सुरू केल्यास हा खेळ इथेच संपेल.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>हा खेळ सोडून द्यायचा?</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>सोडून द्या</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>खेळणे चालू ठेवा</translation>
    </message>
    <message>
        <source>Resume it? If you do not, it counts as abandoned.</source>
        <translation>तो पुढे चालू करायचा? नाही केला तर तो सोडून दिलेला खेळ म्हणून मोजला जाईल.</translation>
    </message>
    <message>
        <source>Opened the backup copy %1.</source>
        <translation>राखीव प्रत %1 उघडली.</translation>
    </message>
    <message>
        <source>Its backup copy %1, saved %2, opens. Open the backup instead? Save then writes the game to %3 again.</source>
        <translation>तिची राखीव प्रत %1, %2 ला जतन केलेली, उघडते. त्याऐवजी राखीव प्रत उघडायची? मग जतन केल्यावर खेळ पुन्हा %3 मध्ये लिहिला जाईल.</translation>
    </message>
    <message>
        <source>Open the backup</source>
        <translation>राखीव प्रत उघडा</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>ace</source>
        <translation>एक्का</translation>
    </message>
    <message>
        <source>two</source>
        <translation>दुर्री</translation>
    </message>
    <message>
        <source>three</source>
        <translation>तिर्री</translation>
    </message>
    <message>
        <source>four</source>
        <translation>चौकी</translation>
    </message>
    <message>
        <source>five</source>
        <translation>पंजा</translation>
    </message>
    <message>
        <source>six</source>
        <translation>छक्की</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>सत्ती</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>अठ्ठी</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>नव्वी</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>दश्शी</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>गुलाम</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>राणी</translation>
    </message>
    <message>
        <source>king</source>
        <translation>राजा</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>इस्पिक</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>बदाम</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>चौकट</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>किलवर</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in words: %1 is the rank (&quot;seven&quot;), %2 the suit (&quot;hearts&quot;). Reorder freely.</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>जोकर</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <extracomment>A joker on the table and the card it stands for (%1, e.g. &quot;seven of hearts&quot;).</extracomment>
        <translation>%1 म्हणून जोकर</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <extracomment>Said to a screen reader after your own draw: %1 is the card in words (&quot;seven of hearts&quot;).</extracomment>
        <translation>तुम्ही उचललेला पत्ता: %1.</translation>
    </message>
</context>
<context>
    <name>CardNotation</name>
    <message>
        <source>“{text}” is not a card as saves write it: the card, then “#” and which of the identical cards it is (0 for the first)</source>
        <translation>“{text}” हा जतन फाइल लिहिते तसा पत्ता नाही: आधी पत्ता, मग “#” आणि एकसारख्या पत्त्यांपैकी तो कितवा आहे ते (पहिल्यासाठी 0)</translation>
    </message>
    <message>
        <source>“{text}” is a joker, not a card a joker can stand for</source>
        <translation>“{text}” हा जोकर आहे; जोकर ज्याऐवजी असू शकतो असा पत्ता नाही</translation>
    </message>
    <message>
        <source>the card text is empty</source>
        <translation>पत्त्याचा मजकूर रिकामा आहे</translation>
    </message>
    <message>
        <source>“{text}”: a joker must declare a card such as JK=7H</source>
        <translation>“{text}”: जोकर कोणत्या पत्त्याऐवजी आहे ते लिहायला हवे, उदा. JK=7H</translation>
    </message>
    <message>
        <source>“{text}” is not a card (a joker is written JK or JK=7H)</source>
        <translation>“{text}” हा पत्ता नाही (जोकर JK किंवा JK=7H असा लिहितात)</translation>
    </message>
    <message>
        <source>“{text}” is not a card (write rank then suit, e.g. AS, 10H, QD)</source>
        <translation>“{text}” हा पत्ता नाही (आधी किंमत, मग रंग लिहा, उदा. AS, 10H, QD)</translation>
    </message>
    <message>
        <source>this game has no {card}</source>
        <translation>या खेळात {card} नसतो</translation>
    </message>
    <message>
        <source>{card} is given {count} times, but the game has only {most}</source>
        <translation>{card} {count} वेळा दिला आहे, पण खेळात फक्त {most} असतात</translation>
    </message>
</context>
<context>
    <name>CardTableScene</name>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>गड्डी: पत्ता उचलण्यासाठी तिच्यावर क्लिक करा.</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>गड्डी: %1</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The label of the opponent whose turn it is: %1 is &quot;Anna: 7 cards&quot;. Point the arrow at it.</extracomment>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>तुमची पाळी</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 यांची पाळी</translation>
    </message>
</context>
<context>
    <name>CardTableWords</name>
    <message numerus="yes">
        <source>%1: %n cards</source>
        <translation>
            <numerusform>%1: %n पत्ता</numerusform>
            <numerusform>%1: %n पत्ते</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>काहीतरी चुकले</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>पुढे चला</translation>
    </message>
    <message>
        <source>Quit Rummy Desktop</source>
        <translation>Rummy Desktop बंद करा</translation>
    </message>
    <message>
        <source>Open the report’s folder</source>
        <translation>अहवालाचे फोल्डर उघडा</translation>
    </message>
    <message>
        <source>Rummy Desktop ran into a problem it did not expect:
%1</source>
        <extracomment>%1 is the error in technical words, on the line below.</extracomment>
        <translation>Rummy Desktop ला एक अनपेक्षित अडचण आली:
%1</translation>
    </message>
    <message>
        <source>Your game was saved and can be resumed: it will be offered the next time Rummy Desktop starts.</source>
        <translation>तुमचा खेळ जतन झाला आहे आणि पुढे चालू ठेवता येईल: पुढच्या वेळी Rummy Desktop सुरू होईल तेव्हा तो दिला जाईल.</translation>
    </message>
    <message>
        <source>Your game could not be saved, so it may be lost.</source>
        <translation>तुमचा खेळ जतन करता आला नाही, त्यामुळे तो हरवू शकतो.</translation>
    </message>
    <message>
        <source>A report of what happened was written to:
%1
If you tell us about this problem, please include it.</source>
        <translation>काय घडले त्याचा अहवाल इथे लिहिला आहे:
%1
ही अडचण आम्हाला कळवताना कृपया हा अहवाल सोबत जोडा.</translation>
    </message>
    <message>
        <source>No report could be written (the app’s data folder could not be written to).</source>
        <translation>अहवाल लिहिता आला नाही (ॲपच्या डेटा फोल्डरमध्ये लिहिता आले नाही).</translation>
    </message>
    <message>
        <source>You can go on playing, or quit and start again.</source>
        <translation>तुम्ही खेळणे चालू ठेवू शकता, किंवा बंद करून पुन्हा सुरू करू शकता.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>gin bonus {amount}</source>
        <translation>जिन बोनस {amount}</translation>
    </message>
    <message>
        <source>big gin bonus {amount}</source>
        <translation>बिग जिन बोनस {amount}</translation>
    </message>
    <message>
        <source>undercut bonus {amount}</source>
        <translation>अंडरकट बोनस {amount}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>तुम्ही</translation>
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
        <translation>तुम्ही तिसरा पत्ता उचलला; पाळी संपली.</translation>
    </message>
    <message>
        <source>{name} draws a third card; the turn is over.</source>
        <translation>{name}: तिसरा पत्ता उचलला; पाळी संपली.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>तुम्ही एक पत्ता उचलला.</translation>
    </message>
    <message>
        <source>{name} draws a card.</source>
        <translation>{name}: एक पत्ता उचलला.</translation>
    </message>
    <message>
        <source>You play {cards} and rebuild the table.</source>
        <translation>तुम्ही {cards} खेळले आणि टेबलावरचे मेळ नव्याने मांडले.</translation>
    </message>
    <message>
        <source>{name} plays {cards} and rebuilds the table.</source>
        <translation>{name}: {cards} खेळले आणि टेबलावरचे मेळ नव्याने मांडले.</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>तुम्ही {cards} खेळले.</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name}: {cards} खेळले.</translation>
    </message>
    <message>
        <source>You do not knock.</source>
        <translation>तुम्ही नॉक केले नाही.</translation>
    </message>
    <message>
        <source>{name} does not knock.</source>
        <translation>{name}: नॉक नाही.</translation>
    </message>
    <message>
        <source>You end the turn without melding.</source>
        <translation>तुम्ही मेळ न मांडता पाळी संपवली.</translation>
    </message>
    <message>
        <source>{name} ends the turn without melding.</source>
        <translation>{name}: मेळ न मांडता पाळी संपवली.</translation>
    </message>
    <message>
        <source>Round {round}: You deal.</source>
        <translation>डाव {round}: पत्ते तुम्ही वाटता.</translation>
    </message>
    <message>
        <source>Round {round}: {name} deals.</source>
        <translation>डाव {round}: पत्ते {name} ने वाटले.</translation>
    </message>
    <message>
        <source>New game: {names}. {deal}</source>
        <translation>नवा खेळ: {names}. {deal}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} आणि {last}</translation>
    </message>
    <message>
        <source>Round {round} is over: You went out.</source>
        <translation>डाव {round} संपला: तुमचे सर्व पत्ते संपले.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} went out.</source>
        <translation>डाव {round} संपला: {name} चे सर्व पत्ते संपले.</translation>
    </message>
    <message>
        <source>Round {round} is over: You knocked.</source>
        <translation>डाव {round} संपला: तुम्ही नॉक केले.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} knocked.</source>
        <translation>डाव {round} संपला: {name} ने नॉक केले.</translation>
    </message>
    <message>
        <source>Round {round} is over: the stock ran out.</source>
        <translation>डाव {round} संपला: गड्डी संपली.</translation>
    </message>
    <message>
        <source>The game is over: You win with {points} points.</source>
        <translation>खेळ संपला: {points} गुणांसह तुम्ही जिंकलात.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins with {points} points.</source>
        <translation>खेळ संपला: {points} गुणांसह विजेते {name}.</translation>
    </message>
    <message>
        <source>The game is over: {names} win with {points} points.</source>
        <translation>खेळ संपला: {points} गुणांसह संयुक्त विजेते {names}.</translation>
    </message>
    <message>
        <source>You take the upcard {card}.</source>
        <translation>तुम्ही उघडा पत्ता {card} घेतला.</translation>
    </message>
    <message>
        <source>{name} takes the upcard {card}.</source>
        <translation>{name}: उघडा पत्ता {card} घेतला.</translation>
    </message>
    <message>
        <source>You pass the upcard {card}.</source>
        <translation>तुम्ही उघडा पत्ता {card} नाकारला.</translation>
    </message>
    <message>
        <source>{name} passes the upcard {card}.</source>
        <translation>{name}: उघडा पत्ता {card} नाकारला.</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <translation>तुम्ही गड्डीतून पत्ता उचलला.</translation>
    </message>
    <message>
        <source>{name} draws from the stock.</source>
        <translation>{name}: गड्डीतून पत्ता उचलला.</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile.</source>
        <translation>तुम्ही टाकलेल्या पत्त्यांतून {card} घेतला.</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile.</source>
        <translation>{name}: टाकलेल्या पत्त्यांतून {card} घेतला.</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>तुम्ही {card} टाकला.</translation>
    </message>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name}: {card} टाकला.</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}.</source>
        <translation>तुम्ही {card} टाकून जिन केले.</translation>
    </message>
    <message>
        <source>{name} goes gin, discarding {card}.</source>
        <translation>{name}: {card} टाकून जिन.</translation>
    </message>
    <message>
        <source>You show {melds}, with {cards} as deadwood.</source>
        <translation>तुम्ही उघडे मांडलेले मेळ: {melds}; न जुळलेले पत्ते: {cards}.</translation>
    </message>
    <message>
        <source>{name} shows {melds}, with {cards} as deadwood.</source>
        <translation>{name} – उघडे मांडलेले मेळ: {melds}; न जुळलेले पत्ते: {cards}.</translation>
    </message>
    <message>
        <source>You go big gin with all eleven cards.</source>
        <translation>तुम्ही सर्व अकरा पत्त्यांनी बिग जिन केले.</translation>
    </message>
    <message>
        <source>{name} goes big gin with all eleven cards.</source>
        <translation>{name}: सर्व अकरा पत्त्यांनी बिग जिन.</translation>
    </message>
    <message>
        <source>no melds</source>
        <translation>एकही मेळ नाही</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>काहीही नाही</translation>
    </message>
    <message>
        <source>You spread {melds} and lay off {cards}.</source>
        <translation>तुम्ही उघडे मांडलेले मेळ: {melds}; जोडलेले पत्ते: {cards}.</translation>
    </message>
    <message>
        <source>{name} spreads {melds} and lays off {cards}.</source>
        <translation>{name} – उघडे मांडलेले मेळ: {melds}; जोडलेले पत्ते: {cards}.</translation>
    </message>
    <message>
        <source>You deal; the upcard is {card}.</source>
        <translation>पत्ते तुम्ही वाटले; उघडा पत्ता {card}.</translation>
    </message>
    <message>
        <source>{name} deals; the upcard is {card}.</source>
        <translation>पत्ते {name} ने वाटले; उघडा पत्ता {card}.</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>फक्त जिन</translation>
    </message>
    <message>
        <source>knock with at most {limit}</source>
        <translation>जास्तीत जास्त {limit} असताना नॉक</translation>
    </message>
    <message>
        <source>This round: {limit}, scores doubled.</source>
        <translation>या डावात: {limit}, गुण दुप्पट.</translation>
    </message>
    <message>
        <source>This round: {limit}.</source>
        <translation>या डावात: {limit}.</translation>
    </message>
    <message>
        <source>The round is drawn: the stock ran down to two cards. Nobody scores.</source>
        <translation>डाव अनिर्णित: गड्डीत फक्त दोन पत्ते उरले. कोणालाच गुण नाहीत.</translation>
    </message>
    <message>
        <source>The round is over: You went big gin.</source>
        <translation>डाव संपला: तुम्ही बिग जिन केले.</translation>
    </message>
    <message>
        <source>The round is over: {name} went big gin.</source>
        <translation>डाव संपला: {name} चे बिग जिन.</translation>
    </message>
    <message>
        <source>The round is over: You went gin.</source>
        <translation>डाव संपला: तुम्ही जिन केले.</translation>
    </message>
    <message>
        <source>The round is over: {name} went gin.</source>
        <translation>डाव संपला: {name} चे जिन.</translation>
    </message>
    <message>
        <source>The round is over: You knocked.</source>
        <translation>डाव संपला: तुम्ही नॉक केले.</translation>
    </message>
    <message>
        <source>The round is over: {name} knocked.</source>
        <translation>डाव संपला: {name} ने नॉक केले.</translation>
    </message>
    <message>
        <source>You undercut.</source>
        <translation>तुम्ही अंडरकट केले.</translation>
    </message>
    <message>
        <source>{name} undercut.</source>
        <translation>{name}: अंडरकट.</translation>
    </message>
    <message>
        <source>The round counts double.</source>
        <translation>हा डाव दुप्पट मोजला जातो.</translation>
    </message>
    <message>
        <source>The game is over: You win.</source>
        <translation>खेळ संपला: तुम्ही जिंकलात.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins.</source>
        <translation>खेळ संपला: विजेते {name}.</translation>
    </message>
    <message>
        <source>The match is over: {names} share it with equal net totals of {points}.</source>
        <translation>सामना संपला: {points} च्या समान निव्वळ बेरजेसह {names} विजय विभागून घेतात.</translation>
    </message>
    <message>
        <source>The match is over: You win with a net total of {points} to {loser}.</source>
        <translation>सामना संपला: तुम्ही {loser} विरुद्ध {points} च्या निव्वळ बेरजेने जिंकलात.</translation>
    </message>
    <message>
        <source>The match is over: {name} wins with a net total of {points} to {loser}.</source>
        <translation>सामना संपला: {loser} विरुद्ध {points} च्या निव्वळ बेरजेने विजेते {name}.</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>जोकर</translation>
    </message>
    <message>
        <source>(joker as {card})</source>
        <extracomment>A joker on the table among other cards, as in &quot;You play 5♥ (joker as 6♥) 7♥.&quot;; {card} is the card it stands for.</extracomment>
        <translation>({card} म्हणून जोकर)</translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n points in hand.</source>
        <translation>
            <numerusform>हातात %n गुण असताना तुम्ही नॉक केले.</numerusform>
            <numerusform>हातात %n गुण असताना तुम्ही नॉक केले.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n points in hand.</source>
        <translation>
            <numerusform>{name}: हातात %n गुण असताना नॉक.</numerusform>
            <numerusform>{name}: हातात %n गुण असताना नॉक.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n.</source>
        <translation>
            <numerusform>तुम्हाला %n गुण.</numerusform>
            <numerusform>तुम्हाला %n गुण.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n.</source>
        <translation>
            <numerusform>{name}: %n गुण.</numerusform>
            <numerusform>{name}: %n गुण.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>तुम्ही {card} टाकून %n न जुळलेल्या गुणावर नॉक केले.</numerusform>
            <numerusform>तुम्ही {card} टाकून %n न जुळलेल्या गुणांवर नॉक केले.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>{name}: {card} टाकून %n न जुळलेल्या गुणावर नॉक.</numerusform>
            <numerusform>{name}: {card} टाकून %n न जुळलेल्या गुणांवर नॉक.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n ({bonuses}).</source>
        <translation>
            <numerusform>तुम्हाला %n गुण ({bonuses}).</numerusform>
            <numerusform>तुम्हाला %n गुण ({bonuses}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n ({bonuses}).</source>
        <translation>
            <numerusform>{name}: %n गुण ({bonuses}).</numerusform>
            <numerusform>{name}: %n गुण ({bonuses}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResultDialog</name>
    <message>
        <source>Winner of the game: %1</source>
        <translation>खेळाचे विजेते: %1</translation>
    </message>
    <message>
        <source>The win is shared: %1</source>
        <translation>विजय विभागून: %1</translation>
    </message>
    <message>
        <source>%1 reached %2: the game is over.</source>
        <translation>%1: %2 गुण पूर्ण, खेळ संपला.</translation>
    </message>
    <message>
        <source>You reached %1: the game is over.</source>
        <translation>तुम्ही %1 गुण गाठले: खेळ संपला.</translation>
    </message>
    <message>
        <source>Hoyle bonuses are off: the final scores are the points of the rounds.</source>
        <translation>हॉयल बोनस बंद आहेत: डावांचे गुण हेच अंतिम गुण.</translation>
    </message>
    <message>
        <source>Game %1: won by %2</source>
        <translation>खेळ %1: विजेते %2</translation>
    </message>
    <message>
        <source>The match goes to the higher net total: the margins of the games each player won, bonuses included, added up.</source>
        <translation>जास्त निव्वळ बेरीज असणारा सामना जिंकतो: प्रत्येक खेळाडूने जिंकलेल्या खेळांतील फरक, बोनससह, एकत्र मिळवून.</translation>
    </message>
    <message>
        <source>The match is shared: %1 (equal net totals)</source>
        <translation>सामना विभागून: %1 (समान निव्वळ बेरीज)</translation>
    </message>
    <message>
        <source>Winner of the match: %1</source>
        <translation>संपूर्ण सामन्याचे विजेते: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>खेळ संपला</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>सामना</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खेळाडू</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>जिंकलेले खेळ</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>निव्वळ बेरीज</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>गुण</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>जिंकलेले डाव</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>बोनस</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>अंतिम गुण</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>पुन्हा खेळा</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points. Round bonus for every player (an option of this game): every player earns %3 for each round won, those who reached %1 too.</source>
        <translation>%1 गुण गाठल्यास %2 गुण मिळतात. प्रत्येक खेळाडूला डाव बोनस (या खेळाचा पर्याय): प्रत्येक खेळाडूला जिंकलेल्या प्रत्येक डावासाठी %3 गुण मिळतात, %1 गाठलेल्यांनाही.</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points; every player who did not reach %1 earns %3 for each round won.</source>
        <translation>%1 गुण गाठल्यास %2 गुण मिळतात; %1 न गाठलेल्या प्रत्येक खेळाडूला जिंकलेल्या प्रत्येक डावासाठी %3 गुण मिळतात.</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <extracomment>How much the game was won by, for screen readers: %1 the winner, %2 the points ahead of the next player.</extracomment>
        <translation>%1 %2 च्या फरकाने जिंकतो</translation>
    </message>
    <message>
        <source>Net totals: %1</source>
        <translation>निव्वळ बेरजा: %1</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>अंतिम गुण: %1</translation>
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
            <numerusform>{card} टाकल्यावर %n न जुळलेला गुण उरतो: नॉकसाठी खूप जास्त (या डावात {limit})</numerusform>
            <numerusform>{card} टाकल्यावर %n न जुळलेले गुण उरतात: नॉकसाठी खूप जास्त (या डावात {limit})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this spread leaves %n deadwood: too much to knock ({limit} this round)</source>
        <translation>
            <numerusform>या मांडणीत %n न जुळलेला गुण उरतो: नॉकसाठी खूप जास्त (या डावात {limit})</numerusform>
            <numerusform>या मांडणीत %n न जुळलेले गुण उरतात: नॉकसाठी खूप जास्त (या डावात {limit})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinPage</name>
    <message>
        <source>Hand</source>
        <translation>हात</translation>
    </message>
    <message>
        <source>Top of the discard pile</source>
        <translation>टाकलेल्या पत्त्यांच्या ढिगावरील पत्ता</translation>
    </message>
    <message>
        <source>Alternatives, by the expert level&apos;s average points of the round</source>
        <translation>पर्याय, तज्ज्ञ स्तराच्या डावातील सरासरी गुणांनुसार</translation>
    </message>
    <message>
        <source>Round %1, your decision %2 (%3 of %4)</source>
        <translation>डाव %1, तुमचा निर्णय %2 (%4 पैकी %3)</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>उघडा पत्ता घ्या</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>उघडा पत्ता सोडून द्या</translation>
    </message>
    <message>
        <source>Draw from the discard pile</source>
        <translation>टाकलेल्या ढिगातून पत्ता घ्या</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>गड्डीतून पत्ता घ्या</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 टाका</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>%1 टाकून नॉक करा</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>अजून विश्लेषण झालेले नाही</translation>
    </message>
    <message>
        <source> (your choice)</source>
        <translation> (तुमची निवड)</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>पर्याय</translation>
    </message>
    <message>
        <source>Points of the round</source>
        <translation>डावाचे गुण</translation>
    </message>
    <message>
        <source>Round %1, decision %2</source>
        <extracomment>A line of the review&apos;s list of decisions: %1 the round, %2 the person&apos;s decision in it.</extracomment>
        <translation>डाव %1, निर्णय %2</translation>
    </message>
    <message>
        <source>%1: %2 lost</source>
        <extracomment>%1 is the decision (&quot;Round 1, decision 2&quot;), %2 the average points lost (&quot;3.2&quot;).</extracomment>
        <translation>%1: सरासरी %2 गुण गमावले</translation>
    </message>
    <message>
        <source>%1: best choice</source>
        <translation>%1: सर्वोत्तम निवड</translation>
    </message>
    <message>
        <source>Big mistake: %1 points lost on average.</source>
        <translation>मोठी चूक: सरासरी %1 गुण गमावले.</translation>
    </message>
    <message>
        <source>%1 points lost on average.</source>
        <translation>सरासरी %1 गुण गमावले.</translation>
    </message>
    <message>
        <source>Best choice.</source>
        <translation>सर्वोत्तम निवड.</translation>
    </message>
    <message>
        <source>Points lost on average in the game: %1.</source>
        <translation>खेळात सरासरी गमावलेले गुण: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistakes (each worth %1 points or more).</source>
        <translation>
            <numerusform>%n मोठी चूक (प्रत्येकी %1 किंवा अधिक गुणांची).</numerusform>
            <numerusform>%n मोठ्या चुका (प्रत्येकी %1 किंवा अधिक गुणांच्या).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinRules</name>
    <message>
        <source>the game is over</source>
        <translation>खेळ संपला आहे</translation>
    </message>
    <message>
        <source>upcard offer</source>
        <translation>उघडा पत्ता देऊ करण्याच्या</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>पत्ता उचलण्याच्या</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>पत्ता टाकण्याच्या</translation>
    </message>
    <message>
        <source>layoff</source>
        <translation>पत्ते जोडण्याच्या</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>डाव संपल्याच्या</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>खेळ संपल्याच्या</translation>
    </message>
    <message>
        <source>not now: the game is in the {phase} phase</source>
        <translation>आत्ता नाही: खेळ {phase} टप्प्यात आहे</translation>
    </message>
    <message>
        <source>both players passed the upcard: the non-dealer now draws from the stock</source>
        <translation>दोन्ही खेळाडूंनी उघडा पत्ता नाकारला: आता न वाटणारा खेळाडू गड्डीतून पत्ता उचलतो</translation>
    </message>
    <message>
        <source>the upcard is on offer first: take it or pass</source>
        <translation>आधी उघडा पत्ता देऊ केला आहे: तो घ्या किंवा पास करा</translation>
    </message>
    <message>
        <source>on the first turn the upcard is offered: take it or pass it</source>
        <translation>पहिल्या पाळीत उघडा पत्ता देऊ केला जातो: तो घ्या किंवा पास करा</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} तुमच्या हातात नाही</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile and may not be discarded this turn</source>
        <translation>{card} आत्ताच टाकलेल्या पत्त्यांतून घेतला आहे, तो या पाळीत टाकता येत नाही</translation>
    </message>
    <message>
        <source>only gin is allowed</source>
        <translation>फक्त जिन चालते</translation>
    </message>
    <message>
        <source>at most {limit}</source>
        <translation>जास्तीत जास्त {limit}</translation>
    </message>
    <message>
        <source>all your cards meld: this knock is gin, spread with no deadwood</source>
        <translation>तुमचे सर्व पत्ते मेळात बसतात: हा नॉक जिन आहे, न जुळलेल्या पत्त्यांशिवाय उघडे मांडा</translation>
    </message>
    <message>
        <source>big gin is not played in this game (it is an option)</source>
        <translation>या खेळात बिग जिन खेळले जात नाही (तो एक पर्याय आहे)</translation>
    </message>
    <message>
        <source>{card} is used twice in the spread</source>
        <translation>मांडणीत {card} दोनदा वापरला आहे</translation>
    </message>
    <message>
        <source>{card} is the card you discard: it cannot be spread</source>
        <translation>{card} हा तुम्ही टाकत असलेला पत्ता आहे: तो उघडा मांडता येत नाही</translation>
    </message>
    <message>
        <source>{cards} is not a meld: {problem}</source>
        <translation>{cards} हा मेळ नाही: {problem}</translation>
    </message>
    <message>
        <source>there is no knocker&apos;s meld number {index} to lay off on</source>
        <translation>नॉक करणाऱ्याचा मेळ क्रमांक {index} नाही, त्यावर पत्ते जोडता येत नाहीत</translation>
    </message>
    <message>
        <source>lay-offs on the knocker&apos;s meld number {index} must be given together</source>
        <translation>नॉक करणाऱ्याच्या मेळ क्रमांक {index} वर जोडायचे पत्ते एकत्रच द्यायला हवेत</translation>
    </message>
    <message>
        <source>no cards are laid off on the knocker&apos;s meld number {index}</source>
        <translation>नॉक करणाऱ्याच्या मेळ क्रमांक {index} वर एकही पत्ता जोडलेला नाही</translation>
    </message>
    <message>
        <source>{cards} cannot be laid off on {meld}: {problem}</source>
        <translation>{cards} हे {meld} वर जोडता येत नाहीत: {problem}</translation>
    </message>
    <message>
        <source>big gin needs all 11 cards melded (deadwood: {points})</source>
        <translation>बिग जिनसाठी सर्व 11 पत्ते जुळले पाहिजेत (न जुळलेले गुण: {points})</translation>
    </message>
</context>
<context>
    <name>GinScene</name>
    <message>
        <source>The stock: click it or drag its top card into your hand to draw.</source>
        <translation>गड्डी: पत्ता उचलण्यासाठी तिच्यावर क्लिक करा किंवा वरचा पत्ता हातात ओढा.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>टाकलेले पत्ते</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>न जुळलेले %1</translation>
    </message>
    <message>
        <source>Deadwood %1 after lay-offs</source>
        <translation>जोडल्यानंतर न जुळलेले %1</translation>
    </message>
    <message>
        <source>Deadwood %1 after discarding %2</source>
        <translation>%2 टाकल्यानंतर न जुळलेले %1</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>फक्त जिन</translation>
    </message>
    <message>
        <source>Knock with %1 or less</source>
        <translation>%1 किंवा कमी असताना नॉक</translation>
    </message>
    <message>
        <source>Spades: scores doubled</source>
        <translation>इस्पिक: गुण दुप्पट</translation>
    </message>
    <message>
        <source>You knocked: you are laying off.</source>
        <translation>तुम्ही नॉक केले: तुम्ही पत्ते जोडत आहात.</translation>
    </message>
    <message>
        <source>You knocked: %1 is laying off.</source>
        <translation>तुम्ही नॉक केले: %1 पत्ते जोडत आहे.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 घ्या</translation>
    </message>
    <message>
        <source>Take the upcard, then discard.</source>
        <translation>उघडा पत्ता घ्या, मग एक पत्ता टाका.</translation>
    </message>
    <message numerus="yes">
        <source>You knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>तुम्ही %n न जुळलेल्या गुणावर नॉक केले. तुमचे पत्ते मेळांना जोडा.</numerusform>
            <numerusform>तुम्ही %n न जुळलेल्या गुणांवर नॉक केले. तुमचे पत्ते मेळांना जोडा.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>%1: %n न जुळलेल्या गुणावर नॉक. तुमचे पत्ते मेळांना जोडा.</numerusform>
            <numerusform>%1: %n न जुळलेल्या गुणांवर नॉक. तुमचे पत्ते मेळांना जोडा.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>Refuse the upcard.</source>
        <translation>उघडा पत्ता नाकारा.</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>जिन</translation>
    </message>
    <message>
        <source>Go gin, discarding %1.</source>
        <translation>%1 टाकून जिन करा.</translation>
    </message>
    <message>
        <source>Knock, discarding %1 (deadwood %2).</source>
        <translation>%1 टाकून नॉक करा (न जुळलेले %2).</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>बिग जिन</translation>
    </message>
    <message>
        <source>All 11 cards meld: go big gin without discarding.</source>
        <translation>सर्व 11 पत्ते जुळले: पत्ता न टाकता बिग जिन करा.</translation>
    </message>
    <message>
        <source>Best lay-off</source>
        <translation>सर्वोत्तम जोडणी</translation>
    </message>
    <message>
        <source>Lay off and meld your cards the best way.</source>
        <translation>तुमचे पत्ते सर्वोत्तम पद्धतीने जोडा आणि जुळवा.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>झाले</translation>
    </message>
    <message>
        <source>Spread your hand with the cards laid off so far.</source>
        <translation>आतापर्यंत जोडलेल्या पत्त्यांसह तुमचा हात उघडा मांडा.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>मेळ</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>रंगानुसार</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>क्रमानुसार</translation>
    </message>
    <message>
        <source>You can knock only on your own turn.</source>
        <translation>तुम्ही फक्त तुमच्या पाळीतच नॉक करू शकता.</translation>
    </message>
    <message>
        <source>Your opponent knocked: lay your cards off on the melds, then choose Done.</source>
        <translation>प्रतिस्पर्ध्याने नॉक केले: तुमचे पत्ते मेळांना जोडा, मग झाले निवडा.</translation>
    </message>
    <message>
        <source>Draw a card first: you knock as you discard.</source>
        <translation>आधी एक पत्ता घ्या: पत्ता टाकतानाच नॉक करता येते.</translation>
    </message>
    <message>
        <source>You can&apos;t knock now.</source>
        <translation>तुम्ही आता नॉक करू शकत नाही.</translation>
    </message>
    <message>
        <source>Only gin ends this round, and your deadwood is at least %1.</source>
        <translation>हा डाव फक्त जिनने संपतो, आणि तुमचे न जुळलेले किमान %1 आहेत.</translation>
    </message>
    <message>
        <source>You can&apos;t knock: your deadwood is at least %1, more than %2.</source>
        <translation>तुम्ही नॉक करू शकत नाही: तुमचे न जुळलेले किमान %1 आहेत, %2 पेक्षा जास्त.</translation>
    </message>
    <message>
        <source>Select one card of your hand first, then lay it off on a meld.</source>
        <translation>आधी हातातील एक पत्ता निवडा, मग तो एखाद्या मेळाला जोडा.</translation>
    </message>
    <message>
        <source>Group your hand by melds, deadwood last.</source>
        <translation>हातातले पत्ते मेळांनुसार लावा, न जुळलेले शेवटी.</translation>
    </message>
    <message>
        <source>Sort your hand by suit.</source>
        <translation>हातातले पत्ते रंगानुसार लावा.</translation>
    </message>
    <message>
        <source>Sort your hand by rank.</source>
        <translation>हातातले पत्ते क्रमानुसार लावा.</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>%1 टाकून जिन करायचे?</translation>
    </message>
    <message>
        <source>Go big gin with all 11 cards?</source>
        <translation>सर्व 11 पत्त्यांनी बिग जिन करायचे?</translation>
    </message>
    <message>
        <source>You took %1 from the pile this turn: discard another card.</source>
        <translation>या पाळीत तुम्ही ढिगातून %1 घेतला: दुसरा पत्ता टाका.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile.</source>
        <translation>आधी पत्ता उचला: गड्डीतून किंवा टाकलेल्या पत्त्यांतून.</translation>
    </message>
    <message>
        <source>The upcard is on offer first: take it or pass.</source>
        <translation>आधी उघडा पत्ता देऊ केला आहे: तो घ्या किंवा पास करा.</translation>
    </message>
    <message>
        <source>Lay cards off onto the knocker&apos;s melds, not onto his deadwood.</source>
        <translation>नॉक करणाऱ्याच्या मेळांवर पत्ते जोडा, त्याच्या न जुळलेल्या पत्त्यांवर नाही.</translation>
    </message>
    <message>
        <source>%1 does not fit on that meld.</source>
        <translation>%1 त्या मेळात बसत नाही.</translation>
    </message>
    <message>
        <source>That spread is not allowed; take the lay-offs back and try again.</source>
        <translation>अशी मांडणी चालत नाही; जोडलेले पत्ते परत घ्या आणि पुन्हा प्रयत्न करा.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Over your Gin hand while it is your move: &quot;Your turn&quot; (%1), then the deadwood line (%2).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Knock, discarding %1? You spread with %n deadwood.</source>
        <translation>
            <numerusform>%1 टाकून नॉक करायचे? हात उघडा मांडल्यावर तुमच्याकडे %n न जुळलेला गुण राहील.</numerusform>
            <numerusform>%1 टाकून नॉक करायचे? हात उघडा मांडल्यावर तुमच्याकडे %n न जुळलेले गुण राहतील.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>सूचना</translation>
    </message>
    <message>
        <source>The hint&apos;s plan</source>
        <translation>सूचनेचा आराखडा</translation>
    </message>
</context>
<context>
    <name>HintPlan</name>
    <message>
        <source>Your table is the best play (points: %1): End turn.</source>
        <translation>तुमचे टेबल हीच सर्वोत्तम खेळी आहे (गुण: %1): पाळी संपवा.</translation>
    </message>
    <message numerus="yes">
        <source>Play %1 (points: %2) in %n steps:</source>
        <translation>
            <numerusform>%1 खेळा (गुण: %2), %n पायरीत:</numerusform>
            <numerusform>%1 खेळा (गुण: %2), %n पायऱ्यांत:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (the best found in the time)</source>
        <extracomment>A hint that is the best play the search found before its time ran out: %1 is the hint.</extracomment>
        <translation>%1 (दिलेल्या वेळेत सापडलेली सर्वोत्तम खेळी)</translation>
    </message>
    <message numerus="yes">
        <source>%n more steps in the Hint panel.</source>
        <extracomment>Under the first step of a hint&apos;s plan on the table; the other steps are listed in the Hint panel.</extracomment>
        <translation>
            <numerusform>आणखी %n पायरी सूचना पटलात.</numerusform>
            <numerusform>आणखी %n पायऱ्या सूचना पटलात.</numerusform>
        </translation>
    </message>
    <message>
        <source>No play is possible from the table and hand your turn began with: Reset turn puts the table back.</source>
        <translation>तुमची पाळी सुरू झाली तेव्हाच्या टेबलावरून आणि हातातून कोणतीही खेळी शक्य नाही: पाळी पुन्हा सुरू करा टेबल पूर्वीसारखे करते.</translation>
    </message>
    <message>
        <source>No play: draw a card.</source>
        <translation>खेळी नाही: पत्ता उचला.</translation>
    </message>
    <message>
        <source>No play: end your turn.</source>
        <translation>खेळी नाही: पाळी संपवा.</translation>
    </message>
    <message>
        <source>%1 from your hand</source>
        <translation>तुमच्या हातातून %1</translation>
    </message>
    <message>
        <source>%1 from the freed jokers</source>
        <translation>मोकळ्या झालेल्या जोकरांतून %1</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%2 मधून %1</translation>
    </message>
    <message>
        <source>take %1 back into your hand</source>
        <translation>%1 परत तुमच्या हातात घ्या</translation>
    </message>
    <message>
        <source>put %1 on the joker in %2: the joker is free</source>
        <translation>%2 मधील जोकरवर %1 ठेवा: जोकर मोकळा होतो</translation>
    </message>
    <message>
        <source>new meld %1 of %2</source>
        <translation>%2 यांचा नवा मेळ %1</translation>
    </message>
    <message>
        <source>double-click the joker in %1 and choose %2</source>
        <translation>%1 मधील जोकरवर दोनदा क्लिक करा आणि %2 निवडा</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>%1 हे %2 मध्ये हलवा</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>सूचना फक्त तुमच्या पाळीत मिळतात.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>गड्डीतून पत्ता उचला.</translation>
    </message>
    <message>
        <source>Take the %1 from the pile.</source>
        <translation>ढिगातून %1 घ्या.</translation>
    </message>
    <message>
        <source>Pass on the %1.</source>
        <translation>%1 नको, पास करा.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1.</source>
        <translation>%1 टाकून नॉक करा.</translation>
    </message>
    <message>
        <source>Discard the %1.</source>
        <translation>%1 टाका.</translation>
    </message>
    <message>
        <source>Go big gin.</source>
        <translation>बिग जिन करा.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1: about 1 in %2 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks like it one is undercut in (&quot;about 1 in 3&quot;), %3 the opponent&apos;s name.</extracomment>
        <translation>%1 टाकून नॉक करा: %3 कडून अंडरकट होण्याची शक्यता सुमारे %2 पैकी 1.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1: about %2 in 10 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks in 10 like it are undercut, %3 the opponent&apos;s name.</extracomment>
        <translation>%1 टाकून नॉक करा: %3 कडून अंडरकट होण्याची शक्यता सुमारे 10 पैकी %2.</translation>
    </message>
    <message>
        <source>Lay off %1, then spread your melds.</source>
        <translation>%1 जोडा, मग तुमचे मेळ उघडे मांडा.</translation>
    </message>
    <message>
        <source>Nothing to lay off: spread your melds.</source>
        <translation>जोडण्यासारखे काही नाही: तुमचे मेळ उघडे मांडा.</translation>
    </message>
    <message>
        <source>Deal the next round.</source>
        <translation>पुढच्या डावाचे पत्ते वाटा.</translation>
    </message>
    <message>
        <source>No hint this time: the computer ran out of time.</source>
        <translation>या वेळी सूचना नाही: संगणकाचा वेळ संपला.</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not find a move.</source>
        <translation>या वेळी सूचना नाही: संगणकाला एकही खेळी सापडली नाही.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>पत्ता उचला.</translation>
    </message>
    <message>
        <source>Knock: end the round now.</source>
        <translation>नॉक: डाव आत्ताच संपवा.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>तुमची पाळी संपवा.</translation>
    </message>
</context>
<context>
    <name>JokerDialog</name>
    <message>
        <source>Joker</source>
        <translation>जोकर</translation>
    </message>
    <message>
        <source>More than one card makes this meld legal with the joker.
Which card does the joker stand for?</source>
        <translation>जोकरसह हा मेळ एकापेक्षा जास्त पत्त्यांनी नियमात बसतो.
जोकर कोणत्या पत्त्याऐवजी आहे?</translation>
    </message>
    <message>
        <source>The joker is %1</source>
        <translation>जोकर म्हणजे %1</translation>
    </message>
</context>
<context>
    <name>JsonFiles</name>
    <message>
        <source>an object</source>
        <translation>ऑब्जेक्ट</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>यादी</translation>
    </message>
    <message>
        <source>text</source>
        <translation>मजकूर</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>पूर्ण संख्या</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>दशांश संख्या</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true किंवा false</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null (रिकामे मूल्य)</translation>
    </message>
    <message>
        <source>it could not be read ({error}).</source>
        <translation>फाइल वाचता आली नाही ({error}).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>फाइल रिकामी आहे.</translation>
    </message>
    <message>
        <source>it is not a text file (it is not UTF-8).</source>
        <translation>ही मजकूर फाइल नाही (ती UTF-8 मध्ये नाही).</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than such a file ever is ({limit} MB at most).</source>
        <translation>फाइल {size} MB ची आहे; अशी फाइल कधीच इतकी मोठी नसते (जास्तीत जास्त {limit} MB).</translation>
    </message>
    <message>
        <source>it ends too early: the file is cut short (truncated).</source>
        <translation>फाइल मधेच संपते: ती अर्धवट कापली गेली आहे.</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column}: {error}).</source>
        <translation>फाइल वैध JSON नाही (ओळ {line}, स्तंभ {column}: {error}).</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>इथे मूल्य अपेक्षित आहे</translation>
    </message>
    <message>
        <source>a field name in double quotes is missing</source>
        <translation>दुहेरी अवतरणचिन्हांतील फील्डचे नाव अपेक्षित आहे</translation>
    </message>
    <message>
        <source>a &apos;:&apos; is missing</source>
        <translation>&apos;:&apos; चिन्ह अपेक्षित आहे</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing</source>
        <translation>&apos;,&apos; चिन्ह अपेक्षित आहे</translation>
    </message>
    <message>
        <source>there is more after the end of the data</source>
        <translation>शेवटी जादा मजकूर आहे</translation>
    </message>
    <message>
        <source>a control character stands inside a text</source>
        <translation>अवैध नियंत्रण वर्ण</translation>
    </message>
    <message>
        <source>a backslash starts an escape that does not exist</source>
        <translation>अवैध \ एस्केप क्रम</translation>
    </message>
    <message>
        <source>a \u escape without its four hexadecimal digits</source>
        <translation>अवैध \uXXXX एस्केप क्रम</translation>
    </message>
    <message>
        <source>a comma stands just before the end of an object</source>
        <translation>ऑब्जेक्ट संपण्याआधी जादा स्वल्पविराम</translation>
    </message>
    <message>
        <source>a comma stands just before the end of a list</source>
        <translation>यादी संपण्याआधी जादा स्वल्पविराम</translation>
    </message>
    <message>
        <source>the field “{key}” appears twice.</source>
        <translation>“{key}” हे फील्ड दोनदा आले आहे.</translation>
    </message>
    <message>
        <source>it holds a number with {digits} digits, far larger than the app ever writes.</source>
        <translation>फाइलमध्ये {digits} अंकी संख्या आहे; ॲप इतकी मोठी संख्या कधीच लिहीत नाही.</translation>
    </message>
    <message>
        <source>it holds a number too large to use ({number}).</source>
        <translation>फाइलमध्ये वापरता येणार नाही इतकी मोठी संख्या आहे ({number}).</translation>
    </message>
    <message>
        <source>it holds “{name}”, which is not a number the app can use.</source>
        <translation>फाइलमध्ये “{name}” आहे; ही ॲपला वापरता येणारी संख्या नाही.</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep, which the app never writes.</source>
        <translation>फाइलची रचना {depth} पेक्षा जास्त पातळ्या खोल आहे; ॲप अशी रचना कधीच लिहीत नाही.</translation>
    </message>
    <message>
        <source>it holds text that is not valid Unicode.</source>
        <translation>फाइलमध्ये वैध युनिकोड नसलेला मजकूर आहे.</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>Move the card cursor along a row</source>
        <translation>पत्त्यांचा कर्सर ओळीत पुढे-मागे हलवा</translation>
    </message>
    <message>
        <source>Move the card cursor to the row above or below</source>
        <translation>पत्त्यांचा कर्सर वरच्या किंवा खालच्या ओळीत न्या</translation>
    </message>
    <message>
        <source>Select or deselect the card under the cursor</source>
        <translation>कर्सरखालचा पत्ता निवडा किंवा निवड काढा</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>निवड काढून टाका</translation>
    </message>
    <message>
        <source>Move the card cursor to the next or previous area: your hand, the melds, the stock, the pile, the buttons</source>
        <translation>पत्त्यांचा कर्सर पुढच्या किंवा मागच्या भागात न्या: तुमचा हात, मेळ, गड्डी, ढीग, बटणे</translation>
    </message>
    <message>
        <source>Read the table aloud, meld by meld</source>
        <translation>टेबल मोठ्याने वाचा, एकेक मेळ</translation>
    </message>
    <message>
        <source>Read your hand aloud (Gin: its melds and deadwood)</source>
        <translation>तुमचा हात मोठ्याने वाचा (जिन: त्याचे मेळ आणि न जुळलेले)</translation>
    </message>
    <message>
        <source>Read the scores aloud</source>
        <translation>गुण मोठ्याने वाचा</translation>
    </message>
    <message>
        <source>Read whose turn it is and what to do</source>
        <translation>कोणाची पाळी आहे आणि काय करायचे ते वाचा</translation>
    </message>
    <message>
        <source>Read the game log line by line, back from the newest, and forward again</source>
        <translation>खेळाची नोंद ओळीओळीने वाचा, नव्यापासून मागे, आणि पुन्हा पुढे</translation>
    </message>
    <message>
        <source>Move the selected cards into the meld under the cursor, after its card, or into your hand</source>
        <translation>निवडलेले पत्ते कर्सरखालच्या मेळात, त्या पत्त्यानंतर, किंवा तुमच्या हातात न्या</translation>
    </message>
    <message>
        <source>Make a new meld of the selected cards</source>
        <translation>निवडलेल्या पत्त्यांचा नवा मेळ बनवा</translation>
    </message>
    <message>
        <source>Split the meld under the cursor after its card</source>
        <translation>कर्सरखालचा मेळ त्या पत्त्यानंतर तोडा</translation>
    </message>
    <message>
        <source>Choose the card the joker under the cursor stands for</source>
        <translation>कर्सरखालचा जोकर कोणत्या पत्त्याऐवजी आहे ते निवडा</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>पत्ता उचला</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>पाळी संपवा</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>गड्डीतून पत्ता घ्या</translation>
    </message>
    <message>
        <source>Take the card on the discard pile</source>
        <translation>टाकलेल्या पत्त्यांवरचा पत्ता घ्या</translation>
    </message>
    <message>
        <source>Pass on the first upcard</source>
        <translation>पहिल्या उघड्या पत्त्यावर पास करा</translation>
    </message>
    <message>
        <source>Discard the selected card, else the card under the cursor; on the stock, the pile or a button: use it</source>
        <translation>निवडलेला पत्ता टाका, नाहीतर कर्सरखालचा पत्ता; गड्डी, ढीग किंवा बटणावर असल्यास: ते वापरा</translation>
    </message>
    <message>
        <source>While you lay off: on a card of your hand, select it; on the opponent&apos;s meld, lay the selected card off there</source>
        <translation>पत्ते जोडताना: हातातील पत्त्यावर, तो निवडा; प्रतिस्पर्ध्याच्या मेळावर, निवडलेला पत्ता तिथे जोडा</translation>
    </message>
    <message>
        <source>Knock (or go gin), discarding the selected card, else the card under the cursor</source>
        <translation>नॉक करा (किंवा जिन), निवडलेला पत्ता टाकून, नाहीतर कर्सरखालचा पत्ता</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>लपलेला पत्ता</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>काहीही निवडलेले नाही.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>निवडलेले: %1</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, निवडलेला</translation>
    </message>
    <message>
        <source>Your hand, card %1 of %2: %3</source>
        <translation>तुमचा हात, %2 पैकी पत्ता %1: %3</translation>
    </message>
    <message>
        <source>%1, to move</source>
        <translation>%1, पाळी</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in your hand</source>
        <translation>%1, तुमच्या हातातील %3 पैकी %2</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>तुमचा हात</translation>
    </message>
    <message>
        <source>Table, meld %1 of %2, card %3 of %4: %5</source>
        <translation>टेबल, %2 पैकी मेळ %1, %4 पैकी पत्ता %3: %5</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>मोकळा झालेला जोकर पाळी संपवण्यापूर्वी पुन्हा एखाद्या मेळात घातला पाहिजे.</translation>
    </message>
    <message>
        <source>Freed joker %1 of %2: %3</source>
        <translation>मोकळा जोकर, %2 पैकी %1: %3</translation>
    </message>
    <message>
        <source>Meld %1: %2</source>
        <translation>मेळ %1: %2</translation>
    </message>
    <message>
        <source>%1, freed joker %2 of %3</source>
        <translation>%1, मोकळा जोकर, %3 पैकी %2</translation>
    </message>
    <message>
        <source>Freed jokers</source>
        <translation>मोकळे झालेले जोकर</translation>
    </message>
    <message>
        <source>Freed jokers: %1</source>
        <translation>मोकळे जोकर: %1</translation>
    </message>
    <message>
        <source>No melds on the table.</source>
        <translation>टेबलावर एकही मेळ नाही.</translation>
    </message>
    <message>
        <source>not legal: %1</source>
        <translation>नियमात नाही: %1</translation>
    </message>
    <message>
        <source>a group, legal</source>
        <translation>सेट, नियमात</translation>
    </message>
    <message>
        <source>a sequence, legal</source>
        <translation>सिक्वेन्स, नियमात</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Select cards with Space first, then press N for a new meld.</source>
        <translation>आधी Space ने पत्ते निवडा, मग नव्या मेळासाठी N दाबा.</translation>
    </message>
    <message>
        <source>New meld %1: %2</source>
        <translation>नवा मेळ %1: %2</translation>
    </message>
    <message>
        <source>Split into %1 and %2</source>
        <extracomment>The S key&apos;s result: the two melds a meld was split into (%1, %2: &quot;Meld A: …&quot;).</extracomment>
        <translation>%1 आणि %2 असे विभागले</translation>
    </message>
    <message>
        <source>Select cards with Space first, then move the cursor where they go and press Return.</source>
        <translation>आधी Space ने पत्ते निवडा, मग ते जिथे जायचे तिथे कर्सर नेऊन Return दाबा.</translation>
    </message>
    <message>
        <source>Put the cursor on a meld or in your hand, then press Return.</source>
        <translation>कर्सर एखाद्या मेळावर किंवा हातात ठेवा, मग Return दाबा.</translation>
    </message>
    <message>
        <source>Moved to meld %1: %2</source>
        <translation>मेळ %1 मध्ये हलवले: %2</translation>
    </message>
    <message>
        <source>Back in your hand: %1</source>
        <translation>परत तुमच्या हातात: %1</translation>
    </message>
    <message>
        <source>Stock, cards left: %1</source>
        <translation>गड्डी, उरलेले पत्ते: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>टाकलेले पत्ते: %1</translation>
    </message>
    <message>
        <source>Meld %1 of %2 to lay off on: %3</source>
        <translation>पत्ते जोडण्यासाठी मेळ %2 पैकी %1: %3</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in meld %4</source>
        <translation>%1, मेळ %4 मधील %3 पैकी %2</translation>
    </message>
    <message>
        <source>Button: %1</source>
        <translation>बटण: %1</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>तुमचा हात रिकामा आहे.</translation>
    </message>
    <message>
        <source>Meld: %1</source>
        <translation>मेळ: %1</translation>
    </message>
    <message>
        <source>Deadwood %1: %2</source>
        <translation>न जुळलेले %1: %2</translation>
    </message>
    <message>
        <source>%1 selected: put the cursor on a meld and press Return to lay it off.</source>
        <translation>%1 निवडला: कर्सर एखाद्या मेळावर नेऊन जोडण्यासाठी Enter दाबा.</translation>
    </message>
    <message>
        <source>You can pass only on the first upcard, while it is on offer to you.</source>
        <translation>पास फक्त पहिल्या उघड्या पत्त्यावर, तो तुम्हाला देऊ केलेला असताना, करता येतो.</translation>
    </message>
    <message>
        <source>%1 selected, %2 selected</source>
        <translation>%1 निवडला, %2 निवडलेले</translation>
    </message>
    <message>
        <source>%1 deselected, %2 selected</source>
        <translation>%1 निवड रद्द, %2 निवडलेले</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>परत घेतले: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>पुन्हा केले: %1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>परत घेण्यासारखे काही नाही.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>अजून काहीही घडलेले नाही.</translation>
    </message>
    <message>
        <source>Line %1 of %2: %3</source>
        <translation>%2 पैकी ओळ %1: %3</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>अजून गुण नाहीत.</translation>
    </message>
</context>
<context>
    <name>KnockConfirmation</name>
    <message>
        <source>End the round?</source>
        <translation>डाव संपवायचा?</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>खेळाची नोंद</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>&amp;Copy game log</source>
        <translation>खेळाची नोंद कॉपी करा (&amp;C)</translation>
    </message>
    <message>
        <source>E&amp;xport game log…</source>
        <translation>खेळाची नोंद निर्यात करा (&amp;X)…</translation>
    </message>
    <message>
        <source>The game log is on the clipboard.</source>
        <translation>खेळाची नोंद क्लिपबोर्डवर कॉपी केली.</translation>
    </message>
    <message>
        <source>Export game log</source>
        <translation>खेळाची नोंद निर्यात करा</translation>
    </message>
    <message>
        <source>The game log could not be saved to %1: %2.</source>
        <translation>खेळाची नोंद %1 मध्ये जतन करता आली नाही: %2.</translation>
    </message>
    <message>
        <source>Game log saved to %1.</source>
        <translation>खेळाची नोंद %1 मध्ये जतन केली.</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>मजकूर फायली (*.txt);;सर्व फायली (*)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scores</source>
        <translation>गुण</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>नवा खेळ (&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहेर पडा (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>मागे घ्या (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>पुन्हा करा (&amp;R)</translation>
    </message>
    <message>
        <source>Reset &amp;turn</source>
        <translation>पाळी पुन्हा सुरू करा (&amp;T)</translation>
    </message>
    <message>
        <source>Put the table and your hand back as they were when your turn began</source>
        <translation>टेबल आणि तुमचा हात पाळी सुरू झाली तेव्हा होते तसे परत आणा</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>पत्ता उचला (&amp;D)</translation>
    </message>
    <message>
        <source>Draw a card from the stock</source>
        <translation>गड्डीतून एक पत्ता उचला</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>पाळी संपवा (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>नॉक (&amp;K)</translation>
    </message>
    <message>
        <source>End the round now</source>
        <translation>डाव आत्ताच संपवा</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>पुढचा डाव (&amp;N)</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>पुढच्या डावाचे पत्ते वाटा</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>रंगानुसार लावा (&amp;S)</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>हातातले पत्ते रंगानुसार लावा</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>क्रमानुसार लावा (&amp;R)</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>हातातले पत्ते क्रमानुसार लावा</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>नियम (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>सूचना (&amp;H)</translation>
    </message>
    <message>
        <source>Show the best move</source>
        <translation>सर्वोत्तम खेळी दाखवा</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>मला दाखवा (&amp;M)</translation>
    </message>
    <message>
        <source>Lay out the table the hint leads to, at once (one step to undo)</source>
        <translation>सूचना ज्या टेबलाकडे नेते ते एकदम मांडा (मागे घेण्यासाठी एक पायरी)</translation>
    </message>
    <message>
        <source>&amp;About Rummy Desktop</source>
        <translation>Rummy Desktop विषयी (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेळ (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>संपादन (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>पाळी (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>मदत (&amp;H)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>पाळी</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>वाटणी क्रमांक: %1</translation>
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation>संगणक %1 कडे द्या.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ची पाळी…</translation>
    </message>
    <message>
        <source>You can&apos;t end the turn yet:</source>
        <translation>अजून पाळी संपवता येणार नाही:</translation>
    </message>
    <message>
        <source>Gin only this round · scores double</source>
        <translation>या डावात फक्त जिन · गुण दुप्पट</translation>
    </message>
    <message>
        <source>Gin only this round</source>
        <translation>या डावात फक्त जिन</translation>
    </message>
    <message>
        <source>Knock limit this round: %1 · scores double</source>
        <translation>या डावात नॉकची मर्यादा: %1 · गुण दुप्पट</translation>
    </message>
    <message>
        <source>Knock limit this round: %1</source>
        <translation>या डावात नॉकची मर्यादा: %1</translation>
    </message>
    <message>
        <source>Hollywood: three games scored at once</source>
        <translation>हॉलिवूड: तीन खेळांचे गुण एकाच वेळी</translation>
    </message>
    <message>
        <source>Knock with at most %1</source>
        <translation>जास्तीत जास्त %1 असताना नॉक</translation>
    </message>
    <message>
        <source>%1, a program: %2.</source>
        <translation>%1, एक प्रोग्राम: %2.</translation>
    </message>
    <message>
        <source>%1 tried a move the rules refuse (%2) and plays safe instead.</source>
        <translation>%1: नियमात न बसणारी खेळी (%2) नाकारली गेली; त्याऐवजी सुरक्षित खेळी.</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>पाळी संपवायची?</translation>
    </message>
    <message>
        <source>About Rummy Desktop</source>
        <translation>Rummy Desktop विषयी</translation>
    </message>
    <message>
        <source>Manipulation Rummy and Gin Rummy against the computer or with friends.</source>
        <translation>मॅनिप्युलेशन रमी आणि जिन रमी, संगणकाविरुद्ध किंवा मित्रांसोबत.</translation>
    </message>
    <message>
        <source>Rummy Desktop is free software under the MIT licence. It contains Qt and PySide6 (GNU LGPL version 3), Python (PSF licence) and ICU (Unicode licence), whose licence texts are installed with it in its licenses folder.</source>
        <translation>Rummy Desktop हे MIT परवान्याखालील मुक्त सॉफ्टवेअर आहे. त्यात Qt आणि PySide6 (GNU LGPL आवृत्ती 3), Python (PSF परवाना) आणि ICU (Unicode परवाना) आहेत; त्यांच्या परवान्यांचे मजकूर त्याच्यासोबत licenses फोल्डरमध्ये स्थापित केले जातात.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt बद्दल (&amp;Q)</translation>
    </message>
    <message>
        <source>%1 — seed %2</source>
        <translation>%1 — वाटणी %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot seat: the turn line named for the person whose turn it is (%1), before what to do (%2).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %n points in hand and end the round?</source>
        <translation>
            <numerusform>हातात %n गुण असताना नॉक करून डाव संपवायचा?</numerusform>
            <numerusform>हातात %n गुण असताना नॉक करून डाव संपवायचा?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManipulationPage</name>
    <message>
        <source>Table at the start of the turn</source>
        <translation>खेळीच्या सुरुवातीचे टेबल</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>हात</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>तुमची खेळी</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>सर्वोत्तम खेळी</translation>
    </message>
    <message>
        <source>Round %1, your turn %2 (%3 of %4)</source>
        <translation>डाव %1, तुमची खेळी %2 (%4 पैकी %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n points played from hand</source>
        <translation>
            <numerusform>हातातून %n गुण खेळला</numerusform>
            <numerusform>हातातून %n गुण खेळले</numerusform>
        </translation>
    </message>
    <message>
        <source>No play</source>
        <translation>खेळी नाही</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>अजून विश्लेषण झालेले नाही</translation>
    </message>
    <message>
        <source>%1 (the best found in the time given)</source>
        <translation>%1 (दिलेल्या वेळेत सापडलेली सर्वोत्तम)</translation>
    </message>
    <message>
        <source>Round %1, turn %2</source>
        <extracomment>A line of the review&apos;s list of turns: %1 the round, %2 the person&apos;s turn in it.</extracomment>
        <translation>डाव %1, खेळी %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n missed</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;).</extracomment>
        <translation>
            <numerusform>%1: %n गुण गमावला</numerusform>
            <numerusform>%1: %n गुण गमावले</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a draw decision unlike the expert level&apos;s</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;): its play was the best, but it drew again (or stopped drawing) where the expert level would not have.</extracomment>
        <translation>%1: तज्ज्ञ पातळीपेक्षा वेगळा पत्ता उचलण्याचा निर्णय</translation>
    </message>
    <message>
        <source>%1: best play</source>
        <translation>%1: सर्वोत्तम खेळी</translation>
    </message>
    <message numerus="yes">
        <source>%n points missed: the best play was worth more.</source>
        <translation>
            <numerusform>%n गुण गमावला: सर्वोत्तम खेळी अधिक मोलाची होती.</numerusform>
            <numerusform>%n गुण गमावले: सर्वोत्तम खेळी अधिक मोलाची होती.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play: nothing missed.</source>
        <translation>सर्वोत्तम खेळी: काहीही गमावले नाही.</translation>
    </message>
    <message numerus="yes">
        <source>It plays %n more cards from your hand.</source>
        <translation>
            <numerusform>ती तुमच्या हातातून %n पत्ता जास्त खेळते.</numerusform>
            <numerusform>ती तुमच्या हातातून %n पत्ते जास्त खेळते.</numerusform>
        </translation>
    </message>
    <message>
        <source>It plays cards worth more from your hand.</source>
        <translation>ती तुमच्या हातातून अधिक मोलाचे पत्ते खेळते.</translation>
    </message>
    <message>
        <source>It takes apart %1, which your play left whole.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>ती %1 वेगळे करते, जे तुमच्या खेळीने केले नाही.</translation>
    </message>
    <message>
        <source>It frees the joker in %1 and uses it again.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>ती %1 मधील जोकर मोकळा करते आणि पुन्हा वापरते.</translation>
    </message>
    <message>
        <source>After draw %1 you drew again where the expert level plays (the best play was worth %2 then).</source>
        <extracomment>%1 is 1 or 2 (the draws made this turn), %2 the points the best play was worth then.</extracomment>
        <translation>पत्ता उचलणे %1 नंतर तुम्ही पुन्हा पत्ता उचलला, जिथे तज्ज्ञ पातळी खेळते (तेव्हा सर्वोत्तम खेळी %2 गुणांची होती).</translation>
    </message>
    <message>
        <source>After draw %1 you played where the expert level draws again: the best play was worth only %2, and the stock still held %3.</source>
        <translation>पत्ता उचलणे %1 नंतर तुम्ही खेळलात, जिथे तज्ज्ञ पातळी पुन्हा पत्ता उचलते: सर्वोत्तम खेळी फक्त %2 गुणांची होती, आणि गड्डीत अजून %3 पत्ते होते.</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>डाव %1: %2</translation>
    </message>
    <message>
        <source>Points missed in the game: %1 (%2)</source>
        <translation>खेळात गमावलेले गुण: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw decisions unlike the expert level&apos;s: %1 of %2.</source>
        <extracomment>%1 of %2 draw decisions (stopping after the first or second draw, or drawing again) differ from the expert level&apos;s.</extracomment>
        <translation>तज्ज्ञ पातळीपेक्षा वेगळे पत्ता उचलण्याचे निर्णय: %2 पैकी %1.</translation>
    </message>
</context>
<context>
    <name>ManipulationRules</name>
    <message>
        <source>every turn starts with a draw from the stock</source>
        <translation>प्रत्येक पाळी गड्डीतून पत्ता उचलून सुरू होते</translation>
    </message>
    <message>
        <source>meld or draw again</source>
        <translation>मेळ मांडा किंवा पुन्हा पत्ता उचला</translation>
    </message>
    <message>
        <source>your turn is over; knock or end it</source>
        <translation>तुमची पाळी संपली आहे; नॉक करा किंवा पाळी संपवा</translation>
    </message>
    <message>
        <source>meld or end your turn</source>
        <translation>मेळ मांडा किंवा पाळी संपवा</translation>
    </message>
    <message>
        <source>the round is over; deal the next round</source>
        <translation>डाव संपला आहे; पुढच्या डावाचे पत्ते वाटा</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>खेळ संपला आहे</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>पत्ता उचलता</translation>
    </message>
    <message>
        <source>meld</source>
        <translation>मेळ मांडता</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>पाळी संपवता</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>नॉक करता</translation>
    </message>
    <message>
        <source>deal the next round</source>
        <translation>पुढच्या डावाचे पत्ते वाटता</translation>
    </message>
    <message>
        <source>do that</source>
        <translation>हे करता</translation>
    </message>
    <message>
        <source>The stock is empty: no more drawing this round. Meld or end your turn.</source>
        <translation>गड्डी रिकामी आहे: या डावात आता पत्ता उचलता येणार नाही. मेळ मांडा किंवा पाळी संपवा.</translation>
    </message>
    <message>
        <source>A turn ends with a meld or after the third draw: meld, or draw again.</source>
        <translation>पाळी मेळ मांडल्यावर किंवा तिसरा पत्ता उचलल्यावर संपते: मेळ मांडा, किंवा पुन्हा पत्ता उचला.</translation>
    </message>
    <message>
        <source>Nobody knocks in the last turns after the stock ran out: meld or end your turn.</source>
        <translation>गड्डी संपल्यानंतरच्या शेवटच्या पाळ्यांमध्ये कोणीही नॉक करत नाही: मेळ मांडा किंवा पाळी संपवा.</translation>
    </message>
    <message>
        <source>You may knock only when your turn is over, with {limit} points or less in hand.</source>
        <translation>पाळी संपल्यावरच, हातात {limit} किंवा कमी गुण असताना नॉक करता येते.</translation>
    </message>
    <message>
        <source>You can&apos;t {verb} now: {what_now}.</source>
        <translation>आत्ता {verb} येणार नाही: {what_now}.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>ही तुमची पाळी नाही.</translation>
    </message>
    <message>
        <source>Play at least one card from your hand.</source>
        <translation>हातातला किमान एक पत्ता खेळा.</translation>
    </message>
    <message>
        <source>The joker standing for {card} was on the table at the start of your turn and must stay there.</source>
        <translation>{card} ऐवजी असलेला जोकर तुमची पाळी सुरू झाली तेव्हा टेबलावर होता; तो तिथेच राहिला पाहिजे.</translation>
    </message>
    <message>
        <source>{card} was on the table at the start of your turn and must stay there.</source>
        <translation>तुमची पाळी सुरू झाली तेव्हा {card} टेबलावर होता; तो तिथेच राहिला पाहिजे.</translation>
    </message>
    <message>
        <source>{card} is neither in your hand nor on the table.</source>
        <translation>{card} तुमच्या हातातही नाही आणि टेबलावरही नाही.</translation>
    </message>
    <message>
        <source>The same {card} is on the table twice.</source>
        <translation>तोच {card} टेबलावर दोनदा आहे.</translation>
    </message>
    <message>
        <source>Meld {meld}: {problem}</source>
        <translation>मेळ {meld}: {problem}</translation>
    </message>
    <message>
        <source>The joker standing for {card} can only change when the real {card} takes its place.</source>
        <translation>{card} ऐवजी असलेला जोकर, खरा {card} त्याची जागा घेईल तेव्हाच बदलू शकतो.</translation>
    </message>
    <message>
        <source>The first meld of the round must be a legal meld of 3 or more cards from your hand.</source>
        <translation>डावातला पहिला मेळ तुमच्या हातातल्या 3 किंवा जास्त पत्त्यांचा नियमात बसणारा मेळ असला पाहिजे.</translation>
    </message>
    <message>
        <source>The joker here has stood for {card} since an earlier turn and keeps that card, so it can&apos;t be another card in this meld. To free it, put the real {card} in its place.</source>
        <translation>येथील जोकर आधीच्या पाळीपासून {card} ऐवजी आहे आणि तोच पत्ता राखतो, त्यामुळे तो या मेळात दुसरा पत्ता होऊ शकत नाही. त्याला मोकळे करण्यासाठी खरा {card} त्याच्या जागी ठेवा.</translation>
    </message>
</context>
<context>
    <name>ManipulationScene</name>
    <message>
        <source>Move meld %1</source>
        <translation>मेळ %1 हलवा</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>तुमचा हात</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>मोकळा झालेला जोकर पाळी संपवण्यापूर्वी पुन्हा एखाद्या मेळात घातला पाहिजे.</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>मोकळे</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(पत्ते नाहीत)</translation>
    </message>
    <message>
        <source>Choose Game ▸ New to play again.</source>
        <translation>पुन्हा खेळण्यासाठी खेळ ▸ नवा खेळ निवडा.</translation>
    </message>
    <message>
        <source>Click Next round to deal.</source>
        <translation>पत्ते वाटण्यासाठी &apos;पुढचा डाव&apos; वर क्लिक करा.</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>एकूण: %1</translation>
    </message>
    <message>
        <source>Cards can&apos;t go back onto the stock.</source>
        <translation>पत्ते परत गड्डीत ठेवता येत नाहीत.</translation>
    </message>
    <message>
        <source>Those are %1&apos;s cards: drop yours on the table or in your hand.</source>
        <translation>हे %1 चे पत्ते आहेत: तुमचे पत्ते टेबलावर किंवा तुमच्या हातात सोडा.</translation>
    </message>
    <message>
        <source>Only freed jokers wait there; put cards in a meld or on empty table.</source>
        <translation>तिथे फक्त मोकळे झालेले जोकर थांबतात; पत्ते एखाद्या मेळात किंवा टेबलावरच्या रिकाम्या जागी ठेवा.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <extracomment>Said when a person tries to move while a computer player is choosing; {name} is its name.</extracomment>
        <translation>आता {name} ची पाळी आहे.</translation>
    </message>
    <message>
        <source>the computer player failed to choose a move: {error}</source>
        <extracomment>In the game log, in brackets after &quot;Computer 2 tried a move the rules refuse&quot;; {error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>संगणक खेळाडूला खेळी निवडता आली नाही: {error}</translation>
    </message>
</context>
<context>
    <name>MeldGrip</name>
    <message>
        <source>Drag to move this whole meld; drop it on another meld to merge them.</source>
        <translation>पूर्ण मेळ हलवण्यासाठी ओढा; दोन मेळ एकत्र करण्यासाठी तो दुसऱ्या मेळावर सोडा.</translation>
    </message>
</context>
<context>
    <name>Melds</name>
    <message>
        <source>A group can&apos;t hold two {card}: its cards must all be different suits.</source>
        <translation>सेटमध्ये दोन {card} असू शकत नाहीत: त्यातले सर्व पत्ते वेगवेगळ्या रंगांचे हवेत.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two {card}.</source>
        <translation>सिक्वेन्समध्ये दोन {card} असू शकत नाहीत.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t turn the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A), not both.</source>
        <translation>सिक्वेन्स वळसा घालू शकत नाही (K-A-2): एक्का खालचा (A-2-3) किंवा वरचा (Q-K-A) असतो, दोन्ही नाही.</translation>
    </message>
    <message>
        <source>The ace is low only in this game: Q-K-A is not a run.</source>
        <translation>या खेळात एक्का फक्त खालचा असतो: Q-K-A हा सिक्वेन्स नाही.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} and more missing.</source>
        <translation>सिक्वेन्ससाठी सलग पत्ते हवेत: {cards} आणि आणखी पत्ते कमी आहेत.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} missing.</source>
        <translation>सिक्वेन्ससाठी सलग पत्ते हवेत: {cards} कमी आहेत.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards; this one has {count}.</source>
        <translation>मेळात किमान 3 पत्ते हवेत; यात {count} आहेत.</translation>
    </message>
    <message>
        <source>This game is played without jokers.</source>
        <translation>हा खेळ जोकरशिवाय खेळला जातो.</translation>
    </message>
    <message>
        <source>A joker here has not been told which card it stands for.</source>
        <translation>इथला जोकर कोणत्या पत्त्याऐवजी आहे ते अजून ठरवलेले नाही.</translation>
    </message>
    <message>
        <source>Cards in a meld must be one rank (a group of different suits) or one suit in sequence (a run).</source>
        <translation>मेळातले पत्ते एकाच किमतीचे (वेगवेगळ्या रंगांचा सेट) किंवा एकाच रंगाचे सलग (सिक्वेन्स) असले पाहिजेत.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>नवा खेळ</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>खेळाडूंची संख्या</translation>
    </message>
    <message>
        <source>A program plays with your rights, as any program you start yourself: choose only programs you trust. It plays over the bot protocol (docs/bot-protocol.md); if it fails, the hard computer level plays its move.</source>
        <translation>प्रोग्राम तुमच्या अधिकारांनी खेळतो, तुम्ही स्वतः सुरू केलेल्या कोणत्याही प्रोग्रामप्रमाणे: फक्त विश्वासू प्रोग्राम निवडा. तो बॉट प्रोटोकॉलद्वारे खेळतो (docs/bot-protocol.md); तो अयशस्वी झाल्यास संगणकाची कठीण पातळी त्याची चाल खेळते.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>आपोआप</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The seed of every game is shown in the main window: type it here to play the same deal again.</source>
        <translation>नव्या वाटणीसाठी रिकामे ठेवा. प्रत्येक खेळाचा वाटणी क्रमांक मुख्य खिडकीत दिसतो: तीच वाटणी पुन्हा खेळण्यासाठी तो इथे लिहा.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>खेळ सुरू करा</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>निवडा…</translation>
    </message>
    <message>
        <source>Command line, e.g. python3 my_bot.py</source>
        <translation>कमांड लाइन, उदा. python3 my_bot.py</translation>
    </message>
    <message>
        <source>Command line of the program playing player %1</source>
        <translation>खेळाडू %1 साठी खेळणाऱ्या प्रोग्रामची कमांड लाइन</translation>
    </message>
    <message>
        <source>Choose the program playing player %1</source>
        <translation>खेळाडू %1 साठी खेळणारा प्रोग्राम निवडा</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>खेळाडू %1 चे नाव</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>खेळाडू %1:</translation>
    </message>
    <message>
        <source>Big gin: 11 melded cards go out without a discard (31 points)</source>
        <translation>बिग जिन: जुळलेले 11 पत्ते, पत्ता न टाकता डाव संपवतात (31 गुण)</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be discarded in the same turn</source>
        <translation>टाकलेल्या पत्त्यांतून नुकताच उचललेला पत्ता त्याच पाळीत टाकता येत नाही</translation>
    </message>
    <message>
        <source>Hoyle bonuses: game 100, box 25 per round won, shutout doubles</source>
        <translation>हॉयल बोनस: खेळासाठी 100, जिंकलेल्या प्रत्येक डावासाठी 25, प्रतिस्पर्ध्याला शून्य गुण असल्यास दुप्पट</translation>
    </message>
    <message>
        <source>A spade upcard doubles every score of the round</source>
        <translation>उघडा पत्ता इस्पिकचा असल्यास त्या डावाचे सर्व गुण दुप्पट</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>अंडरकट बोनस:</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>जिन बोनस:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>इतक्या गुणांपर्यंत खेळा:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>खेळाडू</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>खेळाडूंची संख्या:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>नाव</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>कोण खेळणार</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>खेळ:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>वाटणी क्रमांक:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>व्यक्ती</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>संगणक: %1</translation>
    </message>
    <message>
        <source>Program…</source>
        <translation>प्रोग्राम…</translation>
    </message>
    <message>
        <source>Choose the program</source>
        <translation>प्रोग्राम निवडा</translation>
    </message>
    <message>
        <source>This game is not played with this many players.</source>
        <translation>हा खेळ इतक्या खेळाडूंनी खेळला जात नाही.</translation>
    </message>
    <message>
        <source>At least one player must be a person.</source>
        <translation>किमान एक खेळाडू व्यक्ती असला पाहिजे.</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>खेळाडू %1 ला नाव हवे.</translation>
    </message>
    <message>
        <source>The name of player %1 is too long.</source>
        <translation>खेळाडू %1 चे नाव खूप मोठे आहे.</translation>
    </message>
    <message>
        <source>Player %1 has the same name as another player.</source>
        <translation>खेळाडू %1 चे नाव दुसऱ्या खेळाडूच्या नावासारखेच आहे.</translation>
    </message>
    <message>
        <source>This computer level does not play this game.</source>
        <translation>संगणकाची ही पातळी हा खेळ खेळत नाही.</translation>
    </message>
    <message>
        <source>Player %1 is a program: type its command line, or choose its file.</source>
        <translation>खेळाडू %1 हा प्रोग्राम आहे: त्याची कमांड लाइन टाइप करा, किंवा त्याची फाइल निवडा.</translation>
    </message>
    <message>
        <source>The command line of player %1 cannot be read: a quote is not closed, or it ends in a backslash.</source>
        <translation>खेळाडू %1 ची कमांड लाइन वाचता येत नाही: एखादे अवतरण चिन्ह बंद केलेले नाही, किंवा ती बॅकस्लॅशने संपते.</translation>
    </message>
    <message>
        <source>The program of player %1 was not found: give its full path, or a command on the search path.</source>
        <translation>खेळाडू %1 चा प्रोग्राम सापडला नाही: त्याचा पूर्ण पाथ द्या, किंवा शोध पाथवरील कमांड द्या.</translation>
    </message>
    <message>
        <source>The file of player %1&apos;s program is not executable: make it executable, or start it with its interpreter (python3 file.py).</source>
        <translation>खेळाडू %1 च्या प्रोग्रामची फाइल चालवण्यायोग्य नाही: ती चालवण्यायोग्य करा, किंवा तिच्या इंटरप्रिटरने सुरू करा (python3 file.py).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>तुम्ही</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>खेळाडू %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>संगणक</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>संगणक %1</translation>
    </message>
    <message>
        <source>Round bonus for every player: those who reach %1 also score %2 for each round won</source>
        <translation>प्रत्येक खेळाडूला डाव बोनस: %1 गाठणाऱ्यांनाही जिंकलेल्या प्रत्येक डावासाठी %2 गुण मिळतात</translation>
    </message>
    <message>
        <source>Simple, knocks as soon as it can</source>
        <translation>साधी, शक्य होताच नॉक करते</translation>
    </message>
    <message>
        <source>How the computer levels play</source>
        <translation>संगणकाच्या पातळ्या कशा खेळतात</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>बाकी सर्वांनी कृपया दुसरीकडे पाहा.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>%1 कडे द्या</translation>
    </message>
    <message>
        <source>I am %1 — show my hand</source>
        <translation>मी %1 — माझे पत्ते दाखवा</translation>
    </message>
</context>
<context>
    <name>ProgramPlayer</name>
    <message>
        <source>the program did not answer in {seconds} seconds</source>
        <translation>प्रोग्रामने {seconds} सेकंदांत उत्तर दिले नाही</translation>
    </message>
    <message>
        <source>the program&apos;s answer is not an action: {detail}</source>
        <translation>प्रोग्रामचे उत्तर ही चाल नाही: {detail}</translation>
    </message>
    <message>
        <source>the program&apos;s move breaks the rules: {detail}</source>
        <translation>प्रोग्रामची चाल नियम मोडते: {detail}</translation>
    </message>
    <message>
        <source>the program stopped ({detail}); the hard computer level plays this seat for the rest of the game</source>
        <translation>प्रोग्राम थांबला ({detail}); खेळ संपेपर्यंत या जागेवर संगणकाची कठीण पातळी खेळते</translation>
    </message>
    <message>
        <source>the program failed {count} decisions in a row; the hard computer level plays this seat for the rest of the game</source>
        <translation>प्रोग्राम सलग {count} निर्णयांत अयशस्वी झाला; खेळ संपेपर्यंत या जागेवर संगणकाची कठीण पातळी खेळते</translation>
    </message>
</context>
<context>
    <name>PuzzleNumbers</name>
    <message>
        <source>Table puzzles (Game ▸ Puzzles…)</source>
        <translation>टेबल कोडी (खेळ ▸ कोडी…)</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>रोजचे कोडे</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>सोपी मालिका</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>मध्यम मालिका</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>कठीण मालिका</translation>
    </message>
    <message>
        <source>%1: solved %2, average time %3, fastest %4</source>
        <extracomment>%1 is the kind of puzzle, %2 how many were solved, %3 and %4 times as minutes:seconds.</extracomment>
        <translation>%1: सोडवलेली %2, सरासरी वेळ %3, सर्वात जलद %4</translation>
    </message>
    <message>
        <source>No puzzle solved yet. A puzzle counts when Check finds it solved before its solution is shown.</source>
        <translation>अजून एकही कोडे सोडवलेले नाही. उत्तर दाखवण्यापूर्वी तपासा केल्यावर ते सुटलेले आढळले तर कोडे मोजले जाते.</translation>
    </message>
</context>
<context>
    <name>PuzzleService</name>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>कोडी (&amp;Z)…</translation>
    </message>
    <message>
        <source>Rearrange a table to play the most points: a daily puzzle and numbered series</source>
        <translation>सर्वाधिक गुण खेळण्यासाठी टेबलाची पुनर्रचना करा: रोजचे कोडे आणि क्रमांकित मालिका</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Play cards from your hand onto the table: the target is %1.</source>
        <translation>हातातील पत्ते टेबलावर खेळा: लक्ष्य %1 आहे.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>अजून नाही: %1</translation>
    </message>
    <message>
        <source>Legal, but worth %1 where the best play is worth %2.</source>
        <extracomment>%1 is what the play is worth, %2 the puzzle&apos;s target (the most any play can score).</extracomment>
        <translation>नियमानुसार, पण %1 गुणांची, तर सर्वोत्तम खेळी %2 गुणांची.</translation>
    </message>
    <message>
        <source>Right! Worth %1, the most this hand can play.</source>
        <translation>बरोबर! %1 गुण, हा हात खेळू शकेल तितके सर्वाधिक.</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Daily puzzle</source>
        <translation>रोजचे कोडे</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>सोपी मालिका</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>मध्यम मालिका</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>कठीण मालिका</translation>
    </message>
    <message>
        <source>Table puzzles</source>
        <translation>टेबल कोडी</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>कोडे</translation>
    </message>
    <message>
        <source>Nu&amp;mber:</source>
        <translation>क्रमांक (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>पुढचे कोडे (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>तपासा (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करा (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>पुन्हा सुरू करा (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>सूचना (&amp;H)</translation>
    </message>
    <message>
        <source>✓: a puzzle you solved</source>
        <translation>✓: तुम्ही सोडवलेले कोडे</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>उत्तर दाखवा (&amp;S)</translation>
    </message>
    <message>
        <source>A best play, one meld at a time: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>एक सर्वोत्तम खेळी, एका वेळी एक मेळ: %1. उत्तर दाखवल्यानंतर सोडवलेले कोडे तुमच्या आकडेवारीत मोजले जात नाही.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करा</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>कोडे तयार होत आहे…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>सोपे</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>कठीण</translation>
    </message>
    <message>
        <source>Daily puzzle of %1</source>
        <translation>%1 चे रोजचे कोडे</translation>
    </message>
    <message>
        <source>Puzzle %1, %2</source>
        <translation>कोडे %1, %2</translation>
    </message>
    <message>
        <source>%1 — points to play from your hand: %2</source>
        <extracomment>%1 is the puzzle&apos;s name, %2 the points to play (the most this hand can play on this table).</extracomment>
        <translation>%1 — हातातून खेळायचे गुण: %2</translation>
    </message>
    <message>
        <source>The puzzle could not be made: %1</source>
        <translation>कोडे तयार करता आले नाही: %1</translation>
    </message>
    <message>
        <source>Every meld of the best play was given: Show solution plays the rest out.</source>
        <translation>सर्वोत्तम खेळीचा प्रत्येक मेळ दिला गेला आहे: उत्तर दाखवा उरलेली खेळी खेळून दाखवते.</translation>
    </message>
    <message>
        <source>Hint: %1 belongs to a best play; it is on the table now.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>सूचना: %1 सर्वोत्तम खेळीचा भाग आहे; तो आता टेबलावर आहे.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>थांबवा (&amp;T)</translation>
    </message>
    <message>
        <source>The whole best play is on the table.</source>
        <translation>संपूर्ण सर्वोत्तम खेळी टेबलावर आहे.</translation>
    </message>
    <message>
        <source>A best play, its last meld: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <translation>एक सर्वोत्तम खेळी, तिचा शेवटचा मेळ: %1. उत्तर दाखवल्यानंतर सोडवलेले कोडे तुमच्या आकडेवारीत मोजले जात नाही.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>सर्व निवडा (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>वाढवा (&amp;I)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>कमी करा (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>वेगळे करा</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>डॉक पॅनेल वेगळे करते आणि पुन्हा जोडते</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करा</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>डॉक पॅनेल बंद करते</translation>
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
        <translation>मागे घ्या (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>पुन्हा करा (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>कापा (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करा (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>चिकटवा (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>काढून टाका</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सर्व निवडा</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>तपशील दाखवा...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>तपशील लपवा...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक आहे</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करा</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करा</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>होय (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नाही (&amp;N)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करा</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>पूर्ववत करा</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>मूळ सेटिंग्ज परत आणा</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>मदत</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>जतन करा</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>टाकून द्या</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>उघडा</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करा (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>दुव्याचा पत्ता कॉपी करा (&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>सर्व निवडा</translation>
    </message>
</context>
<context>
    <name>ReviewAnalysis</name>
    <message>
        <source>A move kept with this game cannot be replayed: {reason}</source>
        <extracomment>The review could not replay a saved game; {reason} is the rules&apos; reason the move is refused.</extracomment>
        <translation>या खेळासोबत जपलेली एक चाल पुन्हा खेळता येत नाही: {reason}</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <extracomment>{error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>विश्लेषण अयशस्वी झाले: {error}</translation>
    </message>
</context>
<context>
    <name>ReviewService</name>
    <message>
        <source>&amp;Review…</source>
        <translation>आढावा (&amp;R)…</translation>
    </message>
    <message>
        <source>Step through your turns beside the best play</source>
        <translation>तुमच्या खेळी सर्वोत्तम खेळीशेजारी एकेक पाहा</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>आढावा</translation>
    </message>
    <message>
        <source>Whose turns?</source>
        <translation>कोणाच्या खेळी?</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>आढावा</translation>
    </message>
    <message>
        <source>%v of %m turns analysed</source>
        <translation>%m पैकी %v खेळींचे विश्लेषण झाले</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>थांबवा</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>खेळ पुन्हा चालवला जात आहे…</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>मागील खेळी</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>पुढील खेळी</translation>
    </message>
    <message>
        <source>&amp;Try this position</source>
        <translation>ही स्थिती खेळून पहा (&amp;T)</translation>
    </message>
    <message>
        <source>Play this turn again as a puzzle: its table and hand, the best play&apos;s points to reach</source>
        <translation>ही खेळी कोडे म्हणून पुन्हा खेळा: तेच टेबल आणि हात, सर्वोत्तम खेळीचे गुण हे लक्ष्य</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>पत्त्यांचा आकार (&amp;Z):</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>खेळ्या</translation>
    </message>
    <message>
        <source>Analysing your turns…</source>
        <translation>तुमच्या खेळींचे विश्लेषण होत आहे…</translation>
    </message>
    <message>
        <source>You have not played a turn yet.</source>
        <translation>तुम्ही अजून एकही खेळी खेळलेली नाही.</translation>
    </message>
    <message>
        <source>Every turn is analysed.</source>
        <translation>प्रत्येक खेळीचे विश्लेषण झाले.</translation>
    </message>
    <message>
        <source>The analysis was stopped.</source>
        <translation>विश्लेषण थांबवले.</translation>
    </message>
    <message>
        <source>Your position of round %1, turn %2</source>
        <extracomment>The heading of a turn of a reviewed game played again as a puzzle: %1 the round, %2 the turn.</extracomment>
        <translation>डाव %1, खेळी %2 मधील तुमची स्थिती</translation>
    </message>
</context>
<context>
    <name>RoundEnding</name>
    <message numerus="yes">
        <source>You knocked with %n points in hand.</source>
        <translation>
            <numerusform>हातात %n गुण असताना तुम्ही नॉक केले.</numerusform>
            <numerusform>हातात %n गुण असताना तुम्ही नॉक केले.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n points in hand.</source>
        <translation>
            <numerusform>%1: हातात %n गुण असताना नॉक.</numerusform>
            <numerusform>%1: हातात %n गुण असताना नॉक.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The points go into games %1.</source>
        <translation>
            <numerusform>हे गुण खेळ %1 मध्ये जमा होतात.</numerusform>
            <numerusform>हे गुण खेळ %1 मध्ये जमा होतात.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundResultDialog</name>
    <message>
        <source>Undercut</source>
        <translation>अंडरकट</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>डाव संपवला</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>जिन बोनस</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>बिग जिन</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>खेळ बोनस</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>डाव बोनस</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>शून्यावर रोखले</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>जिंकलेले डाव</translation>
    </message>
    <message>
        <source>Reached %1</source>
        <translation>%1 गाठले</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Nobody wins this round.</source>
        <translation>हा डाव कोणीच जिंकला नाही.</translation>
    </message>
    <message>
        <source>Winner of the round: %1</source>
        <translation>डावाचे विजेते: %1</translation>
    </message>
    <message>
        <source>Winners of the round: %1</source>
        <translation>डावाचे संयुक्त विजेते: %1</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1: हात रिकामा, डाव संपला.</translation>
    </message>
    <message>
        <source>The stock ran out and nobody knocked.</source>
        <translation>गड्डी संपली आणि कोणीच नॉक केले नाही.</translation>
    </message>
    <message>
        <source>No cards left: went out.</source>
        <translation>एकही पत्ता उरला नाही: डाव संपवला.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>हातात</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>तुमचे सर्व पत्ते संपले, डाव संपला.</translation>
    </message>
    <message>
        <source>The upcard %1 set the knock limit to %2.</source>
        <translation>उघड्या पत्त्याने (%1) नॉकची मर्यादा %2 ठरवली.</translation>
    </message>
    <message>
        <source>The upcard is a spade: every score of this round is doubled.</source>
        <translation>उघडा पत्ता इस्पिकचा आहे: या डावाचे सर्व गुण दुप्पट.</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>न जुळलेले पत्ते</translation>
    </message>
    <message>
        <source>Only two cards were left in the stock: the round is drawn and nobody scores.</source>
        <translation>गड्डीत फक्त दोन पत्ते उरले: डाव अनिर्णित, कोणालाच गुण नाहीत.</translation>
    </message>
    <message>
        <source>You went big gin.</source>
        <translation>तुम्ही बिग जिन केले.</translation>
    </message>
    <message>
        <source>%1 went big gin.</source>
        <translation>%1: बिग जिन.</translation>
    </message>
    <message>
        <source>You went gin.</source>
        <translation>तुम्ही जिन केले.</translation>
    </message>
    <message>
        <source>%1 went gin.</source>
        <translation>%1: जिन.</translation>
    </message>
    <message>
        <source>You knocked and %1 undercut.</source>
        <translation>तुम्ही नॉक केले आणि %1 ने अंडरकट केले.</translation>
    </message>
    <message>
        <source>%1 knocked and you undercut.</source>
        <translation>%1 ने नॉक केले आणि तुम्ही अंडरकट केले.</translation>
    </message>
    <message>
        <source>%1 knocked and %2 undercut.</source>
        <translation>%1: नॉक; %2: अंडरकट.</translation>
    </message>
    <message>
        <source>You knocked.</source>
        <translation>तुम्ही नॉक केले.</translation>
    </message>
    <message>
        <source>%1 knocked.</source>
        <translation>%1: नॉक.</translation>
    </message>
    <message>
        <source>laid off by %1</source>
        <translation>%1 कडून जोडलेले</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>न जुळलेले: %1</translation>
    </message>
    <message>
        <source>Laid off %1 on the knocker&apos;s melds.</source>
        <extracomment>Under the defender&apos;s cards after a knock: %1 are the cards they laid off (&quot;4♥ 8♥&quot;).</extracomment>
        <translation>नॉक करणाऱ्याच्या मेळांवर %1 जोडले.</translation>
    </message>
    <message>
        <source>Nothing may be laid off on gin.</source>
        <translation>जिनवर काहीही जोडता येत नाही.</translation>
    </message>
    <message>
        <source>Oklahoma doubling ×2</source>
        <translation>ओक्लाहोमा दुप्पट ×2</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <extracomment>A winner&apos;s name over their cards in the round&apos;s result, for screen readers (the star is not said).</extracomment>
        <translation>%1, विजेता</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>आढावा…</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>डाव संपला</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>हातातले पत्ते</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>हा डाव</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खेळाडू</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>बोनस</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>गुण</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>गुण</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>अंतिम निकाल</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>पुढचा डाव</translation>
    </message>
    <message>
        <source>Points this round: %1</source>
        <translation>या डावातील गुण: %1</translation>
    </message>
    <message>
        <source>Scores. %1</source>
        <extracomment>The score sheet in a result dialog, for screen readers: %1 is the sheet in words (&quot;Total: Anna 54, You 12&quot;).</extracomment>
        <translation>गुण. %1</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Manipulation Rummy</source>
        <translation>मॅनिप्युलेशन रमीचे नियम</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy, Oklahoma Gin and Hollywood Gin</source>
        <translation>जिन रमी, ओक्लाहोमा जिन आणि हॉलिवूड जिनचे नियम</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>The game could not be saved to {path}: {reason}.</source>
        <translation>खेळ {path} मध्ये जतन करता आला नाही: {reason}.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened: {reason}</source>
        <translation>“{name}” उघडता येत नाही: {reason}</translation>
    </message>
    <message>
        <source>its format version is missing or not a positive whole number.</source>
        <translation>फाइलमध्ये फॉरमॅट आवृत्ती नाही, किंवा ती धन पूर्ण संख्या नाही.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Rummy Desktop (save format {version}; this version reads up to format {newest}). Update Rummy Desktop to open it.</source>
        <translation>ही फाइल Rummy Desktop च्या नव्या आवृत्तीने बनवली आहे (जतन फॉरमॅट {version}; ही आवृत्ती फॉरमॅट {newest} पर्यंतच वाचू शकते). ती उघडण्यासाठी Rummy Desktop अद्ययावत करा.</translation>
    </message>
    <message>
        <source>save format {version} is too old for this version of Rummy Desktop.</source>
        <translation>जतन फॉरमॅट {version} हा Rummy Desktop च्या या आवृत्तीसाठी खूप जुना आहे.</translation>
    </message>
    <message>
        <source>its “app_version” is not a version number.</source>
        <translation>फाइलमधील “app_version” हा आवृत्ती क्रमांक नाही.</translation>
    </message>
    <message>
        <source>its “saved_at” is not a date and time.</source>
        <translation>फाइलमधील “saved_at” ही तारीख आणि वेळ नाही.</translation>
    </message>
    <message>
        <source>it holds a game this version does not know: “{game}”.</source>
        <translation>फाइलमध्ये या आवृत्तीला माहीत नसलेला खेळ आहे: “{game}”.</translation>
    </message>
    <message>
        <source>its “seed” is out of range.</source>
        <translation>फाइलमधील “seed” मर्यादेबाहेर आहे.</translation>
    </message>
    <message>
        <source>the game in it is not valid: {reason}</source>
        <translation>फाइलमधील खेळ वैध नाही: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>खेळ जतन करता आला नाही: {reason}</translation>
    </message>
    <message>
        <source>the save says {game} but the game in it is {rules}</source>
        <translation>जतन फाइलनुसार खेळ {game} आहे, पण त्यातला खेळ प्रत्यक्षात {rules} आहे</translation>
    </message>
    <message>
        <source>{reason} The damaged file was kept as {kept}.</source>
        <translation>{reason} खराब झालेली फाइल {kept} या नावाने ठेवली आहे.</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed: {reason}</source>
        <translation>अर्धवट राहिलेला खेळ पुढे चालू करता आला नाही: {reason}</translation>
    </message>
    <message>
        <source>The autosave {path} could not be removed: {reason}.</source>
        <translation>आपोआप जतन केलेला खेळ {path} काढून टाकता आला नाही: {reason}.</translation>
    </message>
    <message>
        <source>the save has no “{key}” field.</source>
        <translation>जतन फाइलमध्ये “{key}” हे फील्ड नाही.</translation>
    </message>
    <message>
        <source>the save has a field this version does not know: “{key}”.</source>
        <translation>जतन फाइलमध्ये या आवृत्तीला माहीत नसलेले फील्ड आहे: “{key}”.</translation>
    </message>
    <message>
        <source>its “{key}” should be {kind}, not {actual}.</source>
        <translation>फाइलमधील “{key}” हे {kind} असायला हवे, {actual} नाही.</translation>
    </message>
    <message>
        <source>its “{key}” is empty or too long.</source>
        <translation>फाइलमधील “{key}” रिकामे आहे किंवा खूप लांब आहे.</translation>
    </message>
    <message>
        <source>seat {seat} has no “{key}” field.</source>
        <translation>जागा {seat} मध्ये “{key}” हे फील्ड नाही.</translation>
    </message>
    <message>
        <source>seat {seat} has a field this version does not know: “{key}”.</source>
        <translation>जागा {seat} मध्ये या आवृत्तीला माहीत नसलेले फील्ड आहे: “{key}”.</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” should be {kind}, not {actual}.</source>
        <translation>जागा {seat} चे “{key}” हे {kind} असायला हवे, {actual} नाही.</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” is empty or too long.</source>
        <translation>जागा {seat} चे “{key}” रिकामे आहे किंवा खूप लांब आहे.</translation>
    </message>
    <message>
        <source>it holds {actual}, not a saved game.</source>
        <translation>फाइलमध्ये {actual} आहे, जतन केलेला खेळ नाही.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop save (its “format” tag is missing or different).</source>
        <translation>ही Rummy Desktop ची जतन फाइल नाही (तिच्यातील “format” खूण नाही किंवा वेगळी आहे).</translation>
    </message>
    <message>
        <source>seat {seat} should be an object, not {actual}.</source>
        <translation>जागा {seat} ही ऑब्जेक्ट असायला हवी, {actual} नाही.</translation>
    </message>
    <message>
        <source>seat {seat}’s name holds control characters.</source>
        <translation>जागा {seat} च्या नावात नियंत्रण वर्ण आहेत.</translation>
    </message>
    <message>
        <source>seat {seat} is a person but has a computer level.</source>
        <translation>जागा {seat} व्यक्तीची आहे, पण तिला संगणकाची पातळी दिली आहे.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer without a valid level.</source>
        <translation>जागा {seat} संगणकाची आहे, पण तिची पातळी वैध नाही.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer of a level this game does not have: “{level}”.</source>
        <translation>जागा {seat} वरील संगणकाची पातळी या खेळात नाही: “{level}”.</translation>
    </message>
    <message>
        <source>seat {seat}’s “kind” should be “human” or “computer”.</source>
        <translation>जागा {seat} चे “kind” हे “human” किंवा “computer” असायला हवे.</translation>
    </message>
    <message>
        <source>it lists {count} rounds, more than any game has.</source>
        <translation>फाइलमध्ये {count} डाव आहेत; कोणत्याही खेळात इतके डाव नसतात.</translation>
    </message>
    <message>
        <source>the result of round {round} is not valid: {reason}</source>
        <translation>डाव {round} चा निकाल वैध नाही: {reason}</translation>
    </message>
    <message>
        <source>it keeps moves of a game whose moves are not kept.</source>
        <translation>ज्या खेळाच्या चाली जपल्या जात नाहीत त्याच्या चाली त्यात आहेत.</translation>
    </message>
    <message>
        <source>it keeps the moves of {count} rounds, more than any game has.</source>
        <translation>त्यात {count} डावांच्या चाली आहेत, कोणत्याही खेळापेक्षा जास्त.</translation>
    </message>
    <message>
        <source>the moves of round {round} should be a “start” state and a list of “actions”.</source>
        <translation>डाव {round} च्या चाली म्हणजे एक “start” स्थिती आणि “actions” ची यादी असायला हवी.</translation>
    </message>
    <message>
        <source>the moves of round {round} are not valid: {reason}</source>
        <translation>डाव {round} च्या चाली वैध नाहीत: {reason}</translation>
    </message>
    <message>
        <source>line {line} of its log should be text, not {actual}.</source>
        <translation>खेळाच्या नोंदीतील ओळ {line} मजकूर असायला हवी, {actual} नाही.</translation>
    </message>
    <message>
        <source>line {line} of its log is too long.</source>
        <translation>खेळाच्या नोंदीतील ओळ {line} खूप लांब आहे.</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n seats but the game has {players} players.</source>
        <translation>
            <numerusform>फाइलमध्ये %n जागा आहे, पण खेळात {players} खेळाडू आहेत.</numerusform>
            <numerusform>फाइलमध्ये %n जागा आहेत, पण खेळात {players} खेळाडू आहेत.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n seats; a game has {fewest} to {most}.</source>
        <translation>
            <numerusform>फाइलमध्ये %n जागा आहे; खेळात {fewest} ते {most} जागा असतात.</numerusform>
            <numerusform>फाइलमध्ये %n जागा आहेत; खेळात {fewest} ते {most} जागा असतात.</numerusform>
        </translation>
    </message>
    <message>
        <source>the scores of round {round} should be {seats} whole numbers from 0 to {most}, one per seat.</source>
        <translation>डाव {round} चे गुण 0 ते {most} मधील {seats} पूर्ण संख्या असायला हव्यात, प्रत्येक जागेसाठी एक.</translation>
    </message>
    <message numerus="yes">
        <source>it keeps the results of %n rounds but the scores of only {played}.</source>
        <translation>
            <numerusform>फाइलमध्ये %n डावाचा निकाल आहे, पण गुण फक्त {played} डावांचे आहेत.</numerusform>
            <numerusform>फाइलमध्ये %n डावांचे निकाल आहेत, पण गुण फक्त {played} डावांचे आहेत.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>“{name}”</source>
        <translation>“{name}”</translation>
    </message>
    <message>
        <source>{what} of player {number}</source>
        <translation>खेळाडू {number} चे {what}</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>जतन केलेल्या खेळात</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>डावाच्या माहितीत</translation>
    </message>
    <message>
        <source>{where} holds an entry this version does not know: “{name}”</source>
        <translation>{where} या आवृत्तीला माहीत नसलेली नोंद आहे: “{name}”</translation>
    </message>
    <message>
        <source>every game is decided, so the phase must be “game_over”</source>
        <translation>सर्व खेळांचा निकाल लागला आहे, त्यामुळे टप्पा “game_over” असायला हवा</translation>
    </message>
    <message>
        <source>the scores do not agree with the round&apos;s result</source>
        <translation>गुण डावाच्या निकालाशी जुळत नाहीत</translation>
    </message>
    <message>
        <source>“{name}” is missing from {where}</source>
        <translation>{where} “{name}” ही नोंद नाही</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {value}</source>
        <translation>{what} हे {low} ते {high} मधील पूर्ण संख्या असायला हवे, {value} नाही</translation>
    </message>
    <message>
        <source>{what} must be a list, not {value}</source>
        <translation>{what} हे यादी असायला हवे, {value} नाही</translation>
    </message>
    <message>
        <source>{what} must be a card written as text, such as AS, not {value}</source>
        <translation>{what} हा AS सारखा मजकुरात लिहिलेला पत्ता असायला हवा, {value} नाही</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>{what}: {card} is not a card of the Gin pack</source>
        <translation>{what}: {card} हा जिनच्या कॅटमधील पत्ता नाही</translation>
    </message>
    <message>
        <source>card {number} of {what}</source>
        <translation>पत्ता {number} ({what})</translation>
    </message>
    <message>
        <source>{what} must hold one entry per player (2), not {count}</source>
        <translation>{what} मध्ये प्रत्येक खेळाडूसाठी एक अशा 2 नोंदी हव्यात, {count} नाहीत</translation>
    </message>
    <message>
        <source>“rules” must be an object, not {value}</source>
        <translation>“rules” हे ऑब्जेक्ट असायला हवे, {value} नाही</translation>
    </message>
    <message>
        <source>the “rules” entry</source>
        <translation>“rules” या नोंदीत</translation>
    </message>
    <message>
        <source>the rules&apos; setting “{name}” cannot be {value}</source>
        <translation>नियमांचे “{name}” हे सेटिंग {value} असू शकत नाही</translation>
    </message>
    <message>
        <source>{what} must hold one number per game ({games}), not {count}</source>
        <translation>{what} मध्ये प्रत्येक खेळासाठी एक अशा {games} संख्या हव्यात, {count} नाहीत</translation>
    </message>
    <message>
        <source>{what} in game {game}</source>
        <translation>खेळ {game} मधील {what}</translation>
    </message>
    <message>
        <source>the knocker&apos;s spread: {problem}</source>
        <translation>नॉक करणाऱ्या खेळाडूची मांडणी: {problem}</translation>
    </message>
    <message>
        <source>the round&apos;s “melds”</source>
        <translation>डावाचे “melds”</translation>
    </message>
    <message>
        <source>meld {number} of {what}</source>
        <translation>{what} मधील मेळ {number}</translation>
    </message>
    <message>
        <source>the round&apos;s “layoffs”</source>
        <translation>डावाचे “layoffs”</translation>
    </message>
    <message>
        <source>lay-off {number} of {what}</source>
        <translation>{what} मधील जोडणी {number}</translation>
    </message>
    <message>
        <source>{what} must be a pair: the number of a knocker&apos;s meld and the cards laid off on it</source>
        <translation>{what} ही जोडी असायला हवी: नॉक करणाऱ्याच्या मेळाचा क्रमांक आणि त्यावर जोडलेले पत्ते</translation>
    </message>
    <message>
        <source>the meld number of {what}</source>
        <translation>{what} चा मेळ क्रमांक</translation>
    </message>
    <message>
        <source>the cards of {what}</source>
        <translation>{what} चे पत्ते</translation>
    </message>
    <message>
        <source>a saved Gin game must be a JSON object</source>
        <translation>जतन केलेला जिन खेळ JSON ऑब्जेक्ट असायला हवा</translation>
    </message>
    <message>
        <source>it is not a Gin game saved in format version {version}</source>
        <translation>हा फॉरमॅट आवृत्ती {version} मध्ये जतन केलेला जिन खेळ नाही</translation>
    </message>
    <message>
        <source>the hands, stock and discard pile must hold each of the 52 cards exactly once</source>
        <translation>हात, गड्डी आणि टाकलेले पत्ते मिळून 52 पैकी प्रत्येक पत्ता नेमका एकदाच असायला हवा</translation>
    </message>
    <message>
        <source>“phase” must be one of {phases}, not {value}</source>
        <translation>“phase” हे {phases} यांपैकी एक असायला हवे, {value} नाही</translation>
    </message>
    <message>
        <source>“knocker” and “knocker_melds” are only saved while the defender lays off</source>
        <translation>“knocker” आणि “knocker_melds” फक्त नॉक न करणारा खेळाडू पत्ते जोडत असतानाच जतन होतात</translation>
    </message>
    <message>
        <source>a finished round must say how it ended (“round”)</source>
        <translation>संपलेल्या डावात तो कसा संपला ते नोंदवलेले असायला हवे (“round”)</translation>
    </message>
    <message>
        <source>“round” is only saved once a round is over</source>
        <translation>“round” फक्त डाव संपल्यावरच जतन होते</translation>
    </message>
    <message>
        <source>{card} in “visible_takes” is not in the hand of player {number}</source>
        <translation>“visible_takes” मधील {card} खेळाडू {number} च्या हातात नाही</translation>
    </message>
    <message>
        <source>“visible_takes” lists a card of player {number} twice</source>
        <translation>“visible_takes” मध्ये खेळाडू {number} चा एक पत्ता दोनदा आहे</translation>
    </message>
    <message>
        <source>the upcard cannot be back in the stock</source>
        <translation>उघडा पत्ता परत गड्डीत असू शकत नाही</translation>
    </message>
    <message>
        <source>“upcard_passes” is only counted while the upcard is on offer</source>
        <translation>“upcard_passes” फक्त उघडा पत्ता देऊ केलेला असतानाच मोजले जाते</translation>
    </message>
    <message>
        <source>“taken_from_discard” must be a card the player to discard holds</source>
        <translation>“taken_from_discard” हा पत्ता टाकणाऱ्या खेळाडूच्या हातातला पत्ता असायला हवा</translation>
    </message>
    <message>
        <source>player {number} has points in game {game} without a round won there, or the reverse</source>
        <translation>खेळाडू {number} ला खेळ {game} मध्ये एकही डाव न जिंकता गुण आहेत, किंवा उलट</translation>
    </message>
    <message>
        <source>both players cannot have reached {target} in game {game}</source>
        <translation>खेळ {game} मध्ये दोन्ही खेळाडूंनी {target} गुण गाठलेले असू शकत नाहीत</translation>
    </message>
    <message>
        <source>player {number} cannot score in game {game} before scoring in game {earlier}</source>
        <translation>खेळ {earlier} मध्ये गुण मिळण्याआधी खेळाडू {number} ला खेळ {game} मध्ये गुण मिळू शकत नाहीत</translation>
    </message>
    <message>
        <source>nobody has taken a card from the discard pile before the upcard is taken</source>
        <translation>उघडा पत्ता घेतला जाण्याआधी कोणीही टाकलेल्या पत्त्यांतून पत्ता घेतलेला नसतो</translation>
    </message>
    <message>
        <source>while the upcard is on offer, each hand holds 10 cards and the pile only the upcard</source>
        <translation>उघडा पत्ता देऊ केलेला असताना प्रत्येक हातात 10 पत्ते असतात आणि ढिगात फक्त उघडा पत्ता</translation>
    </message>
    <message>
        <source>“current” is not the player the upcard is offered to</source>
        <translation>“current” हा ज्याला उघडा पत्ता देऊ केला आहे तो खेळाडू नाही</translation>
    </message>
    <message>
        <source>the discard pile is empty only when its one card has just been taken</source>
        <translation>टाकलेल्या पत्त्यांचा ढीग फक्त त्यातला एकमेव पत्ता आत्ताच घेतला असेल तेव्हाच रिकामा असतो</translation>
    </message>
    <message>
        <source>at a draw each hand holds 10 cards and the stock more than 2</source>
        <translation>पत्ता उचलताना प्रत्येक हातात 10 पत्ते आणि गड्डीत 2 पेक्षा जास्त पत्ते असतात</translation>
    </message>
    <message>
        <source>the player to discard holds 11 cards, the other 10</source>
        <translation>पत्ता टाकणाऱ्या खेळाडूकडे 11 पत्ते असतात, दुसऱ्याकडे 10</translation>
    </message>
    <message>
        <source>the stock never runs below 2 cards</source>
        <translation>गड्डीत कधीही 2 पेक्षा कमी पत्ते उरत नाहीत</translation>
    </message>
    <message>
        <source>after a knock each hand holds 10 cards</source>
        <translation>नॉकनंतर प्रत्येक हातात 10 पत्ते असतात</translation>
    </message>
    <message>
        <source>during the lay-off the defender is the player to move</source>
        <translation>पत्ते जोडताना खेळी नॉक न करणाऱ्या खेळाडूची असते</translation>
    </message>
    <message>
        <source>a gin admits no lay-off: the round would be over</source>
        <translation>जिनवर काहीही जोडता येत नाही: डाव संपलेला असेल</translation>
    </message>
    <message>
        <source>a drawn round ends with 2 cards in the stock and 10 in each hand</source>
        <translation>अनिर्णित डाव संपताना गड्डीत 2 आणि प्रत्येक हातात 10 पत्ते असतात</translation>
    </message>
    <message>
        <source>a drawn round cannot end the match</source>
        <translation>अनिर्णित डावाने सामना संपू शकत नाही</translation>
    </message>
    <message>
        <source>the round&apos;s “kind” must be “drawn”, “knock”, “gin” or “big_gin”, not {value}</source>
        <translation>डावाचे “kind” हे “drawn”, “knock”, “gin” किंवा “big_gin” असायला हवे, {value} नाही</translation>
    </message>
    <message>
        <source>a drawn round has no knocker and scores in no game</source>
        <translation>अनिर्णित डावात कोणी नॉक करत नाही आणि कोणत्याही खेळात गुण जमा होत नाहीत</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker”</source>
        <translation>डावाचे “knocker”</translation>
    </message>
    <message>
        <source>the round&apos;s “games”</source>
        <translation>डावाचे “games”</translation>
    </message>
    <message>
        <source>each entry of {what}</source>
        <translation>{what} मधील प्रत्येक नोंद</translation>
    </message>
    <message>
        <source>the round&apos;s “games” must be different games, in order</source>
        <translation>डावाच्या “games” मध्ये वेगवेगळे खेळ, क्रमाने, असायला हवेत</translation>
    </message>
    <message>
        <source>big gin is not played under these rules</source>
        <translation>या नियमांत बिग जिन खेळले जात नाही</translation>
    </message>
    <message>
        <source>big gin needs 11 cards all melded</source>
        <translation>बिग जिनसाठी सर्व 11 पत्ते जुळलेले असायला हवेत</translation>
    </message>
    <message>
        <source>a round is gin exactly when the knocker has no deadwood</source>
        <translation>नॉक करणाऱ्याकडे न जुळलेले पत्ते नसतील तेव्हा, आणि फक्त तेव्हाच, डाव जिन असतो</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker_melds”</source>
        <translation>डावाचे “knocker_melds”</translation>
    </message>
    <message>
        <source>the defender&apos;s spread: {problem}</source>
        <translation>नॉक न करणाऱ्या खेळाडूची मांडणी: {problem}</translation>
    </message>
    <message>
        <source>the result of a round must be an object, not {value}</source>
        <translation>डावाचा निकाल ऑब्जेक्ट असायला हवा, {value} नाही</translation>
    </message>
    <message>
        <source>the round&apos;s “hands”</source>
        <translation>डावाचे “hands”</translation>
    </message>
    <message>
        <source>the round&apos;s hands hold a card twice</source>
        <translation>डावाच्या हातांत एक पत्ता दोनदा आहे</translation>
    </message>
    <message>
        <source>the round&apos;s “doubled” must be true or false, not {value}</source>
        <translation>डावाचे “doubled” हे true किंवा false असायला हवे, {value} नाही</translation>
    </message>
    <message>
        <source>only an Oklahoma round with spade doubling is doubled</source>
        <translation>फक्त इस्पिक-दुप्पट नियम असलेल्या ओक्लाहोमा डावातच गुण दुप्पट होतात</translation>
    </message>
    <message>
        <source>a drawn round shows no hands and is not doubled</source>
        <translation>अनिर्णित डावात हात दाखवले जात नाहीत आणि गुण दुप्पट होत नाहीत</translation>
    </message>
    <message>
        <source>{what} must be a whole number of {low} or more, not {value}</source>
        <translation>{what} हे {low} किंवा जास्त अशी पूर्ण संख्या असायला हवे, {value} नाही</translation>
    </message>
    <message>
        <source>{what} holds {value}, which is not a card written as text</source>
        <translation>{what}: {value} हा मजकुरात लिहिलेला पत्ता नाही</translation>
    </message>
    <message>
        <source>the hand of player {number}</source>
        <translation>खेळाडू {number} चा हात</translation>
    </message>
    <message>
        <source>the result of the round (“round_result”) does not match the hands and the knock</source>
        <translation>डावाचा निकाल (“round_result”) हात आणि नॉक यांच्याशी जुळत नाही</translation>
    </message>
    <message>
        <source>in a hand</source>
        <translation>हातात</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>टेबलावर</translation>
    </message>
    <message>
        <source>in the stock</source>
        <translation>गड्डीत</translation>
    </message>
    <message>
        <source>a {players}-player game has {copies} × {card}, so none is marked #{copy}</source>
        <translation>{players} खेळाडूंच्या खेळात {copies} × {card} असतात, त्यामुळे एकावरही #{copy} खूण नसते</translation>
    </message>
    <message>
        <source>the same {card} (marked #{copy}) is in the game twice</source>
        <translation>तोच {card} (खूण #{copy}) खेळात दोनदा आहे</translation>
    </message>
    <message>
        <source>{card} {place}: only a joker on the table declares a card</source>
        <translation>{place} असलेला {card}: फक्त टेबलावरचा जोकरच कोणत्या पत्त्याऐवजी आहे ते ठरवतो</translation>
    </message>
    <message>
        <source>meld {number} on the table is not legal: {problem}</source>
        <translation>टेबलावरील मेळ {number} नियमात बसत नाही: {problem}</translation>
    </message>
    <message>
        <source>player {number} holds {points} points: knocking needs {limit} points or less</source>
        <translation>खेळाडू {number} च्या हातात {points} गुण आहेत: नॉकसाठी {limit} किंवा कमी गुण हवेत</translation>
    </message>
    <message>
        <source>a player without cards has gone out, so the round must be over</source>
        <translation>पत्ते संपलेल्या खेळाडूने डाव संपवला आहे, त्यामुळे डाव संपलेला असायला हवा</translation>
    </message>
    <message>
        <source>only a finished round has a knocker and results</source>
        <translation>फक्त संपलेल्या डावातच नॉक करणारा आणि निकाल असतात</translation>
    </message>
    <message>
        <source>the phase “{phase}” does not fit the scores {scores}</source>
        <translation>“{phase}” हा टप्पा {scores} या गुणांशी जुळत नाही</translation>
    </message>
    <message>
        <source>a finished round needs its result (“round_result”)</source>
        <translation>संपलेल्या डावाचा निकाल (“round_result”) असायला हवा</translation>
    </message>
    <message>
        <source>the result of the game (“game_result”) does not match the scores and rounds won</source>
        <translation>खेळाचा निकाल (“game_result”) गुण आणि जिंकलेले डाव यांच्याशी जुळत नाही</translation>
    </message>
    <message>
        <source>the result of a round is an object whose “stock_exhausted” is true or false</source>
        <translation>डावाचा निकाल हा ऑब्जेक्ट असतो आणि त्यातील “stock_exhausted” true किंवा false असते</translation>
    </message>
    <message>
        <source>the hands, the knock and “stock_exhausted” describe no way a round can end</source>
        <translation>हात, नॉक आणि “stock_exhausted” मिळून डाव संपण्याचा कोणताही शक्य मार्ग दाखवत नाहीत</translation>
    </message>
    <message>
        <source>a saved Manipulation Rummy game must be a JSON object</source>
        <translation>जतन केलेला मॅनिप्युलेशन रमी खेळ JSON ऑब्जेक्ट असायला हवा</translation>
    </message>
    <message>
        <source>it is not a Manipulation Rummy game saved in format version {version}</source>
        <translation>हा फॉरमॅट आवृत्ती {version} मध्ये जतन केलेला मॅनिप्युलेशन रमी खेळ नाही</translation>
    </message>
    <message>
        <source>{value} is not a phase: “phase” is one of {phases}</source>
        <translation>{value} हा टप्पा नाही: “phase” हे {phases} यांपैकी एक असते</translation>
    </message>
    <message>
        <source>meld {number} on the table</source>
        <translation>टेबलावरील मेळ {number}</translation>
    </message>
    <message>
        <source>a move kept with the game</source>
        <translation>खेळासोबत जपलेली एक चाल</translation>
    </message>
    <message>
        <source>{what} is {value}, which is not a move</source>
        <translation>{what} हे {value} आहे, जी चाल नाही</translation>
    </message>
    <message>
        <source>“rules” must hold two settings, {target} and {bonus}, and no other, not {value}</source>
        <translation>“rules” मध्ये फक्त दोन सेटिंग्ज, {target} आणि {bonus}, असायला हव्यात, दुसरे काही नाही; इथे {value} आहे</translation>
    </message>
    <message>
        <source>{what} must be true or false, not {value}</source>
        <translation>{what} हे true किंवा false असायला हवे, {value} नाही</translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds in game {game} but scored fewer points there ({points}); every round won scores at least 1</source>
        <translation>
            <numerusform>खेळाडू {number} ने खेळ {game} मध्ये %n डाव जिंकला पण तिथे त्यापेक्षा कमी गुण ({points}) मिळवले; जिंकलेल्या प्रत्येक डावात किमान 1 गुण मिळतो</numerusform>
            <numerusform>खेळाडू {number} ने खेळ {game} मध्ये %n डाव जिंकले पण तिथे त्यापेक्षा कमी गुण ({points}) मिळवले; जिंकलेल्या प्रत्येक डावात किमान 1 गुण मिळतो</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the knocker&apos;s %n points of deadwood are more than the knock limit {limit}</source>
        <translation>
            <numerusform>नॉक करणाऱ्याचा %n न जुळलेला गुण नॉकच्या मर्यादेपेक्षा ({limit}) जास्त आहे</numerusform>
            <numerusform>नॉक करणाऱ्याचे %n न जुळलेले गुण नॉकच्या मर्यादेपेक्षा ({limit}) जास्त आहेत</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds, more than the {played} played</source>
        <translation>
            <numerusform>खेळाडू {number} ने %n डाव जिंकला, खेळलेल्या {played} पेक्षा जास्त</numerusform>
            <numerusform>खेळाडू {number} ने %n डाव जिंकले, खेळलेल्या {played} पेक्षा जास्त</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what} must have %n entries, not {count}</source>
        <translation>
            <numerusform>{what} मध्ये %n नोंद हवी, {count} नाहीत</numerusform>
            <numerusform>{what} मध्ये %n नोंदी हव्यात, {count} नाहीत</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards of the game are missing, such as {cards}</source>
        <translation>
            <numerusform>खेळातला %n पत्ता सापडत नाही: {cards}</numerusform>
            <numerusform>खेळातले %n पत्ते सापडत नाहीत, उदा. {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draws this turn (“draws_this_turn”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>या पाळीत %n वेळा पत्ता उचलला (“draws_this_turn”), हे “{phase}” टप्प्याशी जुळत नाही</numerusform>
            <numerusform>या पाळीत %n वेळा पत्ता उचलला (“draws_this_turn”), हे “{phase}” टप्प्याशी जुळत नाही</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n last turns left (“final_turns_left”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>%n शेवटची पाळी उरली (“final_turns_left”), हे “{phase}” टप्प्याशी जुळत नाही</numerusform>
            <numerusform>%n शेवटच्या पाळ्या उरल्या (“final_turns_left”), हे “{phase}” टप्प्याशी जुळत नाही</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the phase “{phase}” does not fit a stock of %n cards</source>
        <translation>
            <numerusform>“{phase}” हा टप्पा गड्डीत %n पत्ता असण्याशी जुळत नाही</numerusform>
            <numerusform>“{phase}” हा टप्पा गड्डीत %n पत्ते असण्याशी जुळत नाही</numerusform>
        </translation>
    </message>
    <message>
        <source>the scores {scores} minus the round&apos;s points make {before} before the round, which a game played to {target} could not have had</source>
        <translation>{scores} या गुणांतून डावाचे गुण वजा केल्यावर डावापूर्वी {before} होतात, जे {target} पर्यंतच्या खेळात असू शकत नाहीत</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>गुणांचा आलेख</translation>
    </message>
    <message>
        <source>No round has been scored yet.</source>
        <translation>अजून एकाही डावाचे गुण मोजलेले नाहीत.</translation>
    </message>
    <message>
        <source>Totals after round %1: %2</source>
        <translation>डाव %1 नंतर एकूण: %2</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>डाव</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>गुण</translation>
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
        <translation>अनिर्णित डाव: कोणालाच गुण नाहीत</translation>
    </message>
    <message>
        <source>+%1 = %2</source>
        <translation>+%1 = %2</translation>
    </message>
    <message>
        <source>Game %1, %2: %3</source>
        <extracomment>A Hollywood score sheet&apos;s entry for screen readers: &quot;Game 2, Anna: +12 = 75&quot;.</extracomment>
        <translation>खेळ %1, %2: %3</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>एकूण</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <translation>%1, विजेते</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>खेळ %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>डाव</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>विजेते %1</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>चालू आहे</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>सुरू झाला नाही</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <extracomment>One game in the score sheet&apos;s description for screen readers: %1 is &quot;Game 2&quot; (or &quot;Total&quot;), %2 the scores (&quot;You 54, Anna 12&quot;), %3 how the game stands (&quot;in play&quot;, &quot;won by Anna&quot;).</extracomment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>डाव %1</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>अजून गुण नाहीत.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Manipulation Rummy</source>
        <translation>मॅनिप्युलेशन रमी</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>जिन रमी</translation>
    </message>
    <message>
        <source>Oklahoma Gin</source>
        <translation>ओक्लाहोमा जिन</translation>
    </message>
    <message>
        <source>Hollywood Gin</source>
        <translation>हॉलिवूड जिन</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>सोपी</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>कुशल</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठीण</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>तज्ज्ञ</translation>
    </message>
    <message>
        <source>Plays melds from its hand and adds cards to the ends of sequences and to groups; never takes a meld apart.</source>
        <translation>हातातले मेळ मांडते आणि सिक्वेन्सच्या टोकांना व सेटमध्ये पत्ते घालते; कधीही मेळ मोडत नाही.</translation>
    </message>
    <message>
        <source>Also takes one meld on the table apart when that lets it play more cards, but sometimes overlooks such a play.</source>
        <translation>टेबलावरचा एक मेळ मोडल्याने जास्त पत्ते खेळता येत असतील तर तोही मोडते, पण अशी खेळी कधीकधी तिच्या नजरेतून सुटते.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, but often overlooks a play that needs two.</source>
        <translation>आपले पत्ते बसवण्यासाठी एक किंवा दोन मेळ मोडते, पण दोन मेळ मोडावे लागणारी खेळी अनेकदा तिच्या नजरेतून सुटते.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, and never overlooks such a play.</source>
        <translation>आपले पत्ते बसवण्यासाठी एक किंवा दोन मेळ मोडते, आणि अशी खेळी तिच्या नजरेतून कधीच सुटत नाही.</translation>
    </message>
    <message>
        <source>Takes up to three melds apart at once to fit its cards in.</source>
        <translation>आपले पत्ते बसवण्यासाठी एका वेळी तीन मेळांपर्यंत मोडते.</translation>
    </message>
    <message>
        <source>Rebuilds the whole table to play the most points, but often overlooks a play that takes four or more melds apart; knocks when the odds say the knock wins.</source>
        <translation>सर्वाधिक गुण खेळण्यासाठी संपूर्ण टेबल पुन्हा मांडते, पण चार किंवा अधिक मेळ मोडावे लागणारी खेळी अनेकदा तिच्या नजरेतून सुटते; नॉक जिंकेल अशी शक्यता दिसल्यावर नॉक करते.</translation>
    </message>
    <message>
        <source>Never overlooks a play, and thinks ahead: it may draw another card rather than meld when the next card could take its whole hand out, and in a two-player game it keeps back a card that could let its opponent go out.</source>
        <translation>कोणतीही खेळी तिच्या नजरेतून सुटत नाही, आणि ती पुढचा विचार करते: पुढच्या पत्त्याने पूर्ण हात रिकामा होऊ शकत असेल तर मेळ उतरवण्याऐवजी ती आणखी एक पत्ता उचलू शकते, आणि दोन खेळाडूंच्या खेळात ज्या पत्त्याने प्रतिस्पर्धी बाहेर पडू शकेल तो ती हातात राखून ठेवते.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds and knocks as soon as it can, but often throws away the wrong card.</source>
        <translation>फक्त मेळ जुळवणारे पत्ते घेते आणि शक्य होताच नॉक करते, पण अनेकदा चुकीचा पत्ता टाकते.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds, keeps its deadwood as low as possible, and knocks as soon as it can.</source>
        <translation>फक्त मेळ जुळवणारे पत्ते घेते, न जुळलेल्या पत्त्यांचे गुण शक्य तितके कमी ठेवते, आणि शक्य होताच नॉक करते.</translation>
    </message>
    <message>
        <source>Plays like Simple, but when two discards are equal it keeps the hand with the better chances.</source>
        <translation>साध्या पातळीसारखी खेळते, पण टाकण्याजोगे दोन पत्ते सारखेच असतील तेव्हा चांगल्या शक्यता असलेला हात ठेवते.</translation>
    </message>
    <message>
        <source>Watches the discard pile and what you pick up, avoids giving you cards you need, and knocks only when it expects the knock to pay.</source>
        <translation>टाकलेले पत्ते आणि तुम्ही उचललेले पत्ते लक्षात ठेवते, तुम्हाला हवे असलेले पत्ते देणे टाळते, आणि नॉक फायद्याचा ठरेल असे वाटले तरच नॉक करते.</translation>
    </message>
    <message>
        <source>Plays like Hard and thinks ahead whenever it could knock, weighing the knock against waiting for gin; about as strong as Hard.</source>
        <translation>कठीण पातळीसारखी खेळते आणि नॉक करता येईल तेव्हा पुढचा विचार करते: आता नॉक करावा की जिनची वाट पाहावी; ताकदीने साधारण कठीण पातळीइतकीच.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्ज</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>हळू</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>जलद</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>तत्काळ (ॲनिमेशन नाही)</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the card size, a percentage (&quot;120 %&quot;): the space and the sign as your language writes them.</extracomment>
        <translation>%</translation>
    </message>
    <message>
        <source>Four-colour deck (♦ blue, ♣ green)</source>
        <translation>चार रंगांचा कॅट (♦ निळा, ♣ हिरवा)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>निळी</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>लाल</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>हिरवी</translation>
    </message>
    <message>
        <source>Ask before ending a turn</source>
        <translation>पाळी संपवण्यापूर्वी विचारा</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>नॉक करण्यापूर्वी विचारा</translation>
    </message>
    <message>
        <source>Tell screen readers the computers&apos; moves and whose turn it is</source>
        <translation>संगणकांच्या चाली आणि कोणाची पाळी आहे हे स्क्रीन रीडरला सांगा</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>सिस्टमप्रमाणे</translation>
    </message>
    <message>
        <source>Level of opponent %1</source>
        <translation>प्रतिस्पर्धी %1 ची पातळी</translation>
    </message>
    <message>
        <source>How the computer levels play</source>
        <translation>संगणकाच्या पातळ्या कशा खेळतात</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>पत्ते</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>पत्त्यांचा आकार:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>पत्त्यांची पाठ:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>ॲनिमेशनचा वेग:</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>खेळताना</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>भाषा:</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>नवे खेळ</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>खेळ:</translation>
    </message>
    <message>
        <source>Computer opponents:</source>
        <translation>संगणक प्रतिस्पर्धी:</translation>
    </message>
    <message>
        <source>Their levels:</source>
        <translation>त्यांच्या पातळ्या:</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>साधी</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>नवशिकी</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>प्रगत</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>The settings could not be saved to {path}: the file cannot be written. The change applies until the app closes.</source>
        <translation>सेटिंग्ज {path} मध्ये जतन करता आल्या नाहीत: फाइलमध्ये लिहिता येत नाही. ॲप बंद होईपर्यंत बदल लागू राहील.</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than settings ever are ({limit} kB at most).</source>
        <translation>ती {size} MB आहे, सेटिंग्ज कधीही असतात त्यापेक्षा खूपच मोठी (जास्तीत जास्त {limit} kB).</translation>
    </message>
    <message>
        <source>parts of it are not settings.</source>
        <translation>तिचे काही भाग सेटिंग्ज नाहीत.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: the app starts with the default settings.</source>
        <translation>तुमची सेटिंग्जची फाइल {path} वाचता आली नाही: ॲप मूळ सेटिंग्जसह सुरू होते.</translation>
    </message>
    <message>
        <source>Your settings file could not be used: {reason} It was kept as {kept}; the settings it spoilt are back to their defaults.</source>
        <translation>तुमची सेटिंग्जची फाइल वापरता आली नाही: {reason} ती {kept} या नावाने ठेवली आहे; तिने बिघडवलेल्या सेटिंग्ज मूळ स्थितीत परत आल्या आहेत.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used: {reason} The app starts with the default settings and cannot keep a change to them until that file is removed.</source>
        <translation>तुमची सेटिंग्जची फाइल {path} वापरता आली नाही: {reason} ॲप मूळ सेटिंग्जसह सुरू होते आणि ती फाइल काढेपर्यंत त्यांतील बदल ठेवू शकत नाही.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>कळा</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>त्यांचे काम</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>मेनू</translation>
    </message>
    <message>
        <source>On the table, in both games</source>
        <translation>टेबलावर, दोन्ही खेळांत</translation>
    </message>
    <message>
        <source>Manipulation Rummy</source>
        <translation>मॅनिप्युलेशन रमी</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>जिन रमी</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट (&amp;K)</translation>
    </message>
</context>
<context>
    <name>SplitHandle</name>
    <message>
        <source>Click to split the meld here, or drag to move the cards to the right of it.</source>
        <translation>मेळ इथे तोडण्यासाठी क्लिक करा, किंवा उजवीकडचे पत्ते हलवण्यासाठी ओढा.</translation>
    </message>
</context>
<context>
    <name>SpreadDialog</name>
    <message>
        <source>deadwood %1</source>
        <translation>न जुळलेले: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A spread for screen readers: %1 its label (&quot;Deadwood 7&quot;), %2 its melds (in words: &quot;four of spades, four of clubs, four of diamonds; four, five, six of hearts&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your spread</source>
        <translation>तुमची मांडणी</translation>
    </message>
    <message>
        <source>Knock, discarding %1: which spread do you show? Your opponent may lay off only on the melds you show.</source>
        <translation>%1 टाकून नॉक: कोणती मांडणी दाखवायची? प्रतिस्पर्धी फक्त तुम्ही दाखवलेल्या मेळांवरच पत्ते जोडू शकतो.</translation>
    </message>
    <message>
        <source>Proposed: deadwood %1</source>
        <translation>सुचवलेली: न जुळलेले %1</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>न जुळलेले %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>नॉक</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Games played</source>
        <translation>खेळलेले खेळ</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>जिंकलेले खेळ</translation>
    </message>
    <message>
        <source>Games you won; sharing first place counts as a win.</source>
        <translation>तुम्ही जिंकलेले खेळ; पहिला क्रमांक विभागून मिळाला तरी तो विजयच मानला जातो.</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>जिंकलेले खेळ (%)</translation>
    </message>
    <message>
        <source>Games won divided by games played.</source>
        <translation>जिंकलेले खेळ भागिले खेळलेले खेळ.</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>खेळलेले डाव</translation>
    </message>
    <message>
        <source>Rounds (deals) played to the end, in every game counted here.</source>
        <translation>इथे मोजलेल्या प्रत्येक खेळातले, शेवटपर्यंत खेळलेले डाव (वाटण्या).</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>जिंकलेले डाव</translation>
    </message>
    <message>
        <source>Rounds you won or shared the win of.</source>
        <translation>तुम्ही जिंकलेले किंवा विभागून जिंकलेले डाव.</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>सर्वोत्तम गुण</translation>
    </message>
    <message>
        <source>Your highest final score in a game played to the end, bonuses included.</source>
        <translation>शेवटपर्यंत खेळलेल्या खेळातले तुमचे सर्वाधिक अंतिम गुण, बोनससह.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>सरासरी गुण</translation>
    </message>
    <message>
        <source>Your final scores added up and divided by the number of games played to the end.</source>
        <translation>तुमच्या अंतिम गुणांची बेरीज भागिले शेवटपर्यंत खेळलेल्या खेळांची संख्या.</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>सध्याची विजयी मालिका</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>सर्वात मोठी विजयी मालिका</translation>
    </message>
    <message>
        <source>The most games ever won in a row.</source>
        <translation>आतापर्यंत सलग जिंकलेले सर्वाधिक खेळ.</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>वापरलेल्या सूचना</translation>
    </message>
    <message>
        <source>How many times you asked for a hint in these games.</source>
        <translation>या खेळांत तुम्ही किती वेळा सूचना मागितली.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>प्रतिस्पर्धी</translation>
    </message>
    <message>
        <source>The level of the computer players. “Mixed” means computers of different levels; “All levels” counts every game of this kind. Only games of one person against the computer are counted.</source>
        <translation>संगणक खेळाडूंची पातळी. “मिश्र” म्हणजे वेगवेगळ्या पातळ्यांचे संगणक; “सर्व पातळ्या” मध्ये या प्रकारचा प्रत्येक खेळ मोजला जातो. फक्त एका व्यक्तीचे संगणकाविरुद्धचे खेळ मोजले जातात.</translation>
    </message>
    <message>
        <source>Games played to the end. A game left unfinished is not counted here but as abandoned.</source>
        <translation>शेवटपर्यंत खेळलेले खेळ. अर्धवट सोडलेला खेळ इथे नाही, तर सोडून दिलेला म्हणून मोजला जातो.</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>सोडून दिलेले खेळ</translation>
    </message>
    <message>
        <source>Games left unfinished: a new game started in their place, or not resumed when offered. They are not counted as lost, but they end a winning streak. Closing the app does not abandon a game: it is offered again at the next start.</source>
        <translation>अर्धवट सोडलेले खेळ: त्यांच्या जागी नवा खेळ सुरू केला, किंवा पुढे चालू करण्याचा पर्याय दिल्यावर तो घेतला नाही. ते हरलेले म्हणून मोजले जात नाहीत, पण ते विजयांची मालिका संपवतात. ॲप बंद केल्याने खेळ सुटत नाही: पुढच्या सुरुवातीला तो पुन्हा देऊ केला जातो.</translation>
    </message>
    <message>
        <source>Games won in a row up to the latest one; a game lost or abandoned sets it to 0.</source>
        <translation>शेवटच्या खेळापर्यंत सलग जिंकलेले खेळ; एक खेळ हरल्यास किंवा सोडून दिल्यास ती 0 होते.</translation>
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
        <translation>आकडेवारी</translation>
    </message>
    <message>
        <source>No game has been counted yet. Games of one person against the computer are counted when they end.</source>
        <translation>अजून एकही खेळ मोजलेला नाही. एका व्यक्तीचे संगणकाविरुद्धचे खेळ संपल्यावर मोजले जातात.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>खेळ:</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The label before a choice box: %1 is what is chosen (&quot;Opponents&quot;).</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>तुमचे निकाल</translation>
    </message>
    <message>
        <source>This game, round by round</source>
        <translation>हा खेळ, डावागणिक</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>आकडेवारी पुसून टाका…</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>सर्व पातळ्या</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>मिश्र पातळ्या</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>आकडेवारी पुसून टाका</translation>
    </message>
    <message>
        <source>Forget every game counted so far, for every game and level? This cannot be undone.</source>
        <translation>आतापर्यंत मोजलेले सर्व खेळ, सर्व प्रकार आणि सर्व पातळ्यांसाठी, विसरायचे का? हे परत आणता येणार नाही.</translation>
    </message>
</context>
<context>
    <name>StatisticsFile</name>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from their previous copy (the latest game may be missing).</source>
        <translation>तुमची आकडेवारीची फाइल खराब झाली होती: {reason} ती {kept} या नावाने ठेवली आहे; आकडेवारी तिच्या आधीच्या प्रतीपासून पुढे चालू राहील (शेवटचा खेळ कदाचित त्यात नसेल).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from zero.</source>
        <translation>तुमची आकडेवारीची फाइल खराब झाली होती: {reason} ती {kept} या नावाने ठेवली आहे; आकडेवारी शून्यापासून पुन्हा सुरू होईल.</translation>
    </message>
    <message>
        <source>another copy of Rummy Desktop was writing them and did not finish in time</source>
        <translation>Rummy Desktop ची दुसरी प्रत ती लिहीत होती आणि वेळेत संपली नाही</translation>
    </message>
    <message>
        <source>The statistics could not be saved to {path}: {reason}.</source>
        <translation>आकडेवारी {path} मध्ये जतन करता आली नाही: {reason}.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop statistics file.</source>
        <translation>ही Rummy Desktop ची आकडेवारीची फाइल नाही.</translation>
    </message>
    <message>
        <source>its version or fields are not those of this version of Rummy Desktop.</source>
        <translation>फाइलची आवृत्ती किंवा फील्ड Rummy Desktop च्या या आवृत्तीशी जुळत नाहीत.</translation>
    </message>
    <message>
        <source>its records should be a list, not {actual}.</source>
        <translation>फाइलमधील नोंदी यादी असायला हव्यात, {actual} नाही.</translation>
    </message>
    <message>
        <source>record {record} repeats {game} against {opponents}.</source>
        <translation>नोंद {record} मध्ये {opponents} विरुद्धचा {game} पुन्हा आला आहे.</translation>
    </message>
    <message>
        <source>record {record} does not have the fields of a statistics record.</source>
        <translation>नोंद {record} मध्ये आकडेवारीच्या नोंदीची फील्ड नाहीत.</translation>
    </message>
    <message>
        <source>record {record} names a game or opponents that cannot be: {label}.</source>
        <translation>नोंद {record} मध्ये असू न शकणारा खेळ किंवा प्रतिस्पर्धी दिले आहेत: {label}.</translation>
    </message>
    <message>
        <source>record {record} holds numbers that contradict each other (say, more games won than played).</source>
        <translation>नोंद {record} मधील संख्या एकमेकींशी विसंगत आहेत (उदा., खेळलेल्या खेळांपेक्षा जिंकलेले खेळ जास्त).</translation>
    </message>
    <message>
        <source>This could not be counted in your statistics: {reason} The statistics stay as they were.</source>
        <translation>हे तुमच्या आकडेवारीत मोजता आले नाही: {reason} आकडेवारी होती तशीच राहते.</translation>
    </message>
    <message>
        <source>record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>नोंद {record}: “{field}” ही 0 ते {highest} मधील पूर्ण संख्या असायला हवी, {value} नाही.</translation>
    </message>
    <message>
        <source>its puzzles should be a list of records.</source>
        <translation>त्यातील कोडी नोंदींची यादी असायला हवीत.</translation>
    </message>
    <message>
        <source>puzzle record {record} does not have the fields of a puzzle record, or repeats a kind of puzzle.</source>
        <translation>कोड्यांची नोंद {record} मध्ये कोड्यांच्या नोंदीची क्षेत्रे नाहीत, किंवा ती कोड्याचा प्रकार पुन्हा देते.</translation>
    </message>
    <message>
        <source>puzzle record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>कोड्यांची नोंद {record}: “{field}” ही 0 ते {highest} मधील पूर्ण संख्या असायला हवी, {value} नव्हे.</translation>
    </message>
    <message>
        <source>puzzle record {record} holds numbers that contradict each other.</source>
        <translation>कोड्यांची नोंद {record} मध्ये एकमेकांशी विसंगत संख्या आहेत.</translation>
    </message>
</context>
<context>
    <name>SystemErrors</name>
    <message>
        <source>the app is not allowed to use this file or folder (no permission)</source>
        <translation>ॲपला ही फाइल किंवा फोल्डर वापरण्याची परवानगी नाही</translation>
    </message>
    <message>
        <source>too many files are open at once</source>
        <translation>एकाच वेळी खूप जास्त फायली उघड्या आहेत</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>डिस्क भरली आहे</translation>
    </message>
    <message>
        <source>you have used up the space allowed to you on this disk (disk quota)</source>
        <translation>या डिस्कवर तुम्हाला दिलेली जागा संपली आहे (डिस्क कोटा)</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>डिस्कवर फक्त वाचता येते, लिहिता येत नाही (read-only)</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>फाइल किंवा तिचे फोल्डर अस्तित्वात नाही</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>त्या नावाची फाइल आधीच आहे</translation>
    </message>
    <message>
        <source>there is a folder where the file should be</source>
        <translation>जिथे फाइल हवी तिथे एक फोल्डर आहे</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>पथाचा एक भाग फोल्डर नसून फाइल आहे</translation>
    </message>
    <message>
        <source>the file’s name or path is too long</source>
        <translation>फाइलचे नाव किंवा पथ खूप लांब आहे</translation>
    </message>
    <message>
        <source>the disk failed to read or write (it may be damaged, or it was disconnected)</source>
        <translation>डिस्कला वाचता किंवा लिहिता आले नाही (ती खराब झाली असेल, किंवा तिची जोडणी तुटली असेल)</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>दुसरा प्रोग्राम ही फाइल वापरत आहे</translation>
    </message>
    <message>
        <source>the system refused: {detail}</source>
        <translation>सिस्टमने नकार दिला: {detail}</translation>
    </message>
    <message>
        <source>a named pipe (FIFO) stands where the file should be</source>
        <translation>जिथे फाइल हवी तिथे एक नामित पाइप (FIFO) आहे</translation>
    </message>
    <message>
        <source>a device stands where the file should be</source>
        <translation>जिथे फाइल हवी तिथे एक उपकरण (डिव्हाइस) आहे</translation>
    </message>
    <message>
        <source>a socket stands where the file should be</source>
        <translation>जिथे फाइल हवी तिथे एक सॉकेट आहे</translation>
    </message>
    <message>
        <source>something that is not a file stands where it should be</source>
        <translation>जिथे फाइल हवी तिथे फाइल नसलेले काहीतरी आहे</translation>
    </message>
    <message>
        <source>another program kept the file open, so it could not be replaced (it is as it was); close that program and try again</source>
        <translation>दुसऱ्या प्रोग्रॅमने फाइल उघडी ठेवली, त्यामुळे ती बदलता आली नाही (ती होती तशीच आहे); तो प्रोग्रॅम बंद करा आणि पुन्हा प्रयत्न करा</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>पत्त्यांचे टेबल</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <source>That card is not in play.</source>
        <translation>तो पत्ता खेळात नाही.</translation>
    </message>
    <message>
        <source>The same card was picked twice.</source>
        <translation>तोच पत्ता दोनदा निवडला गेला.</translation>
    </message>
    <message>
        <source>A meld splits between two of its cards.</source>
        <translation>मेळ त्याच्या दोन पत्त्यांच्या मधूनच तोडता येतो.</translation>
    </message>
    <message>
        <source>A meld can&apos;t merge with itself.</source>
        <translation>मेळ स्वतःशीच जोडता येत नाही.</translation>
    </message>
    <message>
        <source>The joker is free: put it in a meld before you end the turn.</source>
        <translation>जोकर मोकळा झाला: पाळी संपवण्यापूर्वी तो एखाद्या मेळात घाला.</translation>
    </message>
    <message>
        <source>Free the joker with %1</source>
        <translation>%1 ने जोकर मोकळा करा</translation>
    </message>
    <message>
        <source>Move %1 onto %2</source>
        <translation>%1 हे %2 वर हलवा</translation>
    </message>
    <message>
        <source>New meld %1</source>
        <translation>नवा मेळ %1</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>%1 तोडा</translation>
    </message>
    <message>
        <source>Merge %1 with %2</source>
        <translation>%1 आणि %2 जोडा</translation>
    </message>
    <message>
        <source>%1 was on the table when your turn began: it stays on the table.</source>
        <translation>तुमची पाळी सुरू झाली तेव्हा %1 टेबलावर होता: तो टेबलावरच राहतो.</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>%1 परत घ्या</translation>
    </message>
    <message>
        <source>This joker&apos;s card was fixed in an earlier turn: only the real card can free it.</source>
        <translation>या जोकरचा पत्ता आधीच्या पाळीत ठरला आहे: फक्त खरा पत्ताच त्याला मोकळा करू शकतो.</translation>
    </message>
    <message>
        <source>Put the joker in a meld first.</source>
        <translation>आधी जोकर एखाद्या मेळात घाला.</translation>
    </message>
    <message>
        <source>No card makes this meld legal with the joker in it.</source>
        <translation>जोकरसह हा मेळ नियमात बसवणारा एकही पत्ता नाही.</translation>
    </message>
    <message>
        <source>Declare the joker as %1</source>
        <translation>जोकर %1 म्हणून ठरवा</translation>
    </message>
    <message>
        <source>That table can&apos;t be made from the cards in play.</source>
        <translation>खेळातील पत्त्यांमधून ते टेबल बनवता येत नाही.</translation>
    </message>
    <message>
        <source>Lay out the hint&apos;s table</source>
        <translation>सूचनेचे टेबल मांडा</translation>
    </message>
    <message>
        <source>Reset turn</source>
        <translation>पाळी पुन्हा सुरू करा</translation>
    </message>
    <message>
        <source>You changed the table: end the turn to play it, or reset the turn to draw again.</source>
        <translation>तुम्ही टेबल बदलले आहे: ते खेळण्यासाठी पाळी संपवा, किंवा पुन्हा पत्ता उचलण्यासाठी पाळी पुन्हा सुरू करा.</translation>
    </message>
    <message>
        <source>You haven&apos;t played anything: put cards from your hand on the table, or draw again.</source>
        <translation>तुम्ही अजून काहीच खेळले नाही: हातातले पत्ते टेबलावर ठेवा, किंवा पुन्हा पत्ता उचला.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>अजून नाही: %1</translation>
    </message>
    <message>
        <source>A freed joker is waiting beside the table: put it in a meld, with the card it stands for, before you end the turn.</source>
        <translation>मोकळा झालेला जोकर टेबलाशेजारी थांबला आहे: पाळी संपवण्यापूर्वी तो कोणत्या पत्त्याऐवजी आहे ते ठरवून एखाद्या मेळात घाला.</translation>
    </message>
    <message>
        <source>Start a game first (Game ▸ New).</source>
        <translation>आधी खेळ सुरू करा (खेळ ▸ नवा खेळ).</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>डाव संपला आहे.</translation>
    </message>
    <message>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>थांबा: आता %1 ची पाळी आहे.</translation>
    </message>
    <message>
        <source>You can&apos;t change the table now.</source>
        <translation>आत्ता टेबल बदलता येणार नाही.</translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message>
        <source>The game is over. Choose Game ▸ New to play again.</source>
        <translation>खेळ संपला. पुन्हा खेळण्यासाठी खेळ ▸ नवा खेळ निवडा.</translation>
    </message>
    <message>
        <source>The round is over. Click Next round to deal the next one.</source>
        <translation>डाव संपला. पुढचे पत्ते वाटण्यासाठी &apos;पुढचा डाव&apos; वर क्लिक करा.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ची पाळी…</translation>
    </message>
    <message>
        <source>Choose Game ▸ New to start a game.</source>
        <translation>खेळ सुरू करण्यासाठी खेळ ▸ नवा खेळ निवडा.</translation>
    </message>
    <message>
        <source>Round %1 is over. Click Next round to deal the next one.</source>
        <translation>डाव %1 संपला. पुढचे पत्ते वाटण्यासाठी &apos;पुढचा डाव&apos; वर क्लिक करा.</translation>
    </message>
    <message>
        <source>Your turn: draw a card (click the stock, or Draw).</source>
        <translation>तुमची पाळी: पत्ता उचला (गड्डीवर क्लिक करा, किंवा &apos;पत्ता उचला&apos;).</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty. Meld, or end your turn.</source>
        <translation>तुमची पाळी: गड्डी रिकामी आहे. मेळ मांडा, किंवा पाळी संपवा.</translation>
    </message>
    <message>
        <source>Your turn: you changed the table. Finish it and End turn, or Reset turn to put it back as it was.</source>
        <translation>तुमची पाळी: तुम्ही टेबल बदलले आहे. ते पूर्ण करून पाळी संपवा, किंवा ते पूर्वीसारखे करण्यासाठी पाळी पुन्हा सुरू करा.</translation>
    </message>
    <message>
        <source>You are playing…</source>
        <translation>तुमची पाळी…</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the top of the discard pile.</source>
        <translation>तुमची पाळी: गड्डीतून पत्ता उचला किंवा टाकलेल्या पत्त्यांतला वरचा घ्या.</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or go gin (no knocking this round).</source>
        <translation>तुमची पाळी: एक पत्ता टाका, किंवा जिन करा (या डावात नॉक नाही).</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock with at most %1 deadwood.</source>
        <translation>तुमची पाळी: एक पत्ता टाका, किंवा जास्तीत जास्त %1 न जुळलेल्या गुणांवर नॉक करा.</translation>
    </message>
    <message>
        <source>You knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>तुम्ही नॉक केले. तुमचे मेळ उघडे मांडा आणि जमतील ते पत्ते जोडा, मग &apos;झाले&apos; दाबा.</translation>
    </message>
    <message>
        <source>%1 knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>%1: नॉक. तुमचे मेळ उघडे मांडा आणि जमतील ते पत्ते जोडा, मग &apos;झाले&apos; दाबा.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw a third card (that ends the turn).</source>
        <translation>
            <numerusform>तुमची पाळी (%1 पैकी %n पत्ता उचलला): टेबल नव्याने लावण्यासाठी आणि हातातले पत्ते खेळण्यासाठी पत्ते ओढा, मग &apos;पाळी संपवा&apos;; किंवा तिसरा पत्ता उचला (त्याने पाळी संपते).</numerusform>
            <numerusform>तुमची पाळी (%1 पैकी %n पत्ते उचलले): टेबल नव्याने लावण्यासाठी आणि हातातले पत्ते खेळण्यासाठी पत्ते ओढा, मग &apos;पाळी संपवा&apos;; किंवा तिसरा पत्ता उचला (त्याने पाळी संपते).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw again.</source>
        <translation>
            <numerusform>तुमची पाळी (%1 पैकी %n पत्ता उचलला): टेबल नव्याने लावण्यासाठी आणि हातातले पत्ते खेळण्यासाठी पत्ते ओढा, मग &apos;पाळी संपवा&apos;; किंवा पुन्हा पत्ता उचला.</numerusform>
            <numerusform>तुमची पाळी (%1 पैकी %n पत्ते उचलले): टेबल नव्याने लावण्यासाठी आणि हातातले पत्ते खेळण्यासाठी पत्ते ओढा, मग &apos;पाळी संपवा&apos;; किंवा पुन्हा पत्ता उचला.</numerusform>
        </translation>
    </message>
    <message>
        <source>End your turn without knocking, and play on</source>
        <translation>नॉक न करता पाळी संपवा, आणि खेळ पुढे चालू ठेवा</translation>
    </message>
    <message>
        <source>End your turn without knocking?</source>
        <translation>नॉक न करता पाळी संपवायची?</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn</source>
        <translation>टेबल आत्ता आहे तसे खेळा आणि पाळी संपवा</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn?</source>
        <translation>टेबल आत्ता आहे तसे खेळून पाळी संपवायची?</translation>
    </message>
    <message>
        <source>End your turn without melding</source>
        <translation>मेळ न मांडता पाळी संपवा</translation>
    </message>
    <message>
        <source>End your turn without melding?</source>
        <translation>मेळ न मांडता पाळी संपवायची?</translation>
    </message>
    <message>
        <source>Play the table as it is now, or end the turn without melding</source>
        <translation>टेबल आत्ता आहे तसे खेळा, किंवा मेळ न मांडता पाळी संपवा</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>पाळी संपवायची?</translation>
    </message>
    <message numerus="yes">
        <source>Your turn is over with %n points in hand: Knock to end the round now, or End turn to play on.</source>
        <translation>
            <numerusform>हातात %n गुण असताना तुमची पाळी संपली: डाव आत्ताच संपवण्यासाठी &apos;नॉक&apos;, किंवा पुढे खेळण्यासाठी &apos;पाळी संपवा&apos;.</numerusform>
            <numerusform>हातात %n गुण असताना तुमची पाळी संपली: डाव आत्ताच संपवण्यासाठी &apos;नॉक&apos;, किंवा पुढे खेळण्यासाठी &apos;पाळी संपवा&apos;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last turns (the stock ran out; %n to play): meld, or end your turn without melding.</source>
        <translation>
            <numerusform>शेवटच्या पाळ्या (गड्डी संपली; %n उरली): मेळ मांडा, किंवा मेळ न मांडता पाळी संपवा.</numerusform>
            <numerusform>शेवटच्या पाळ्या (गड्डी संपली; %n उरल्या): मेळ मांडा, किंवा मेळ न मांडता पाळी संपवा.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: take the upcard %1 (key P), or pass (key X).</source>
        <translation>तुमची पाळी: उघडा पत्ता %1 घ्या (की P), किंवा पास करा (की X).</translation>
    </message>
</context>
</TS>
