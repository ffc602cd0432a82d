<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mr" sourcelanguage="en">
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
        <source>Se&amp;ttings…</source>
        <translation>सेटिंग्ज (&amp;T)…</translation>
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
        <source>Resume the game?</source>
        <translation>खेळ पुढे चालू करायचा?</translation>
    </message>
    <message>
        <source>Resume it? If you do not, it counts as a game lost.</source>
        <translation>तो पुढे चालू करायचा? नाही केला तर तो हरलेला खेळ म्हणून मोजला जाईल.</translation>
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
        <source>Rummy Desktop ran into a problem it did not expect:</source>
        <translation>Rummy Desktop मध्ये अनपेक्षित अडचण आली:</translation>
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
        <source>Reaching %1 earns %2 points, and every round won earns %3.</source>
        <translation>%1 गुण गाठल्यास %2 गुण मिळतात, आणि जिंकलेल्या प्रत्येक डावाला %3 गुण.</translation>
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
        <source>Winner of the match: %1</source>
        <translation>संपूर्ण सामन्याचे विजेते: %1</translation>
    </message>
    <message>
        <source>%1 won %2 of the %3 games.</source>
        <translation>%1: %3 पैकी %2 खेळ जिंकले.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>खेळ संपला</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खेळाडू</translation>
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
        <source>You knocked: %1 is laying off.</source>
        <translation>तुम्ही नॉक केले: %1 पत्ते जोडत आहे.</translation>
    </message>
    <message>
        <source>%1 knocked with %2 deadwood: drag your cards onto the melds to lay them off.</source>
        <translation>%1: %2 न जुळलेल्या गुणांवर नॉक. तुमचे पत्ते जोडांवर ओढून जोडा.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 घ्या</translation>
    </message>
    <message>
        <source>Take the upcard, then discard.</source>
        <translation>उघडा पत्ता घ्या, मग एक पत्ता टाका.</translation>
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
        <translation>आतापर्यंत जोडलेल्या पत्त्यांसह तुमचा हात उघडा करा.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>जोड</translation>
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
        <source>Group your hand by melds, deadwood last.</source>
        <translation>हातातले पत्ते जोडांनुसार लावा, न जुळलेले शेवटी.</translation>
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
        <source>Knock, discarding %1? You spread with %2 deadwood.</source>
        <translation>%1 टाकून नॉक करायचे? तुमच्याकडे %2 न जुळलेले गुण राहतील.</translation>
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
        <translation>नॉक करणाऱ्याच्या जोडांवर पत्ते जोडा, त्याच्या न जुळलेल्या पत्त्यांवर नाही.</translation>
    </message>
    <message>
        <source>%1 does not fit on that meld.</source>
        <translation>%1 त्या जोडात बसत नाही.</translation>
    </message>
    <message>
        <source>That spread is not allowed; take the lay-offs back and try again.</source>
        <translation>अशी मांडणी चालत नाही; जोडलेले पत्ते परत घ्या आणि पुन्हा प्रयत्न करा.</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>सूचना फक्त तुमच्या पाळीत मिळतात.</translation>
    </message>
    <message>
        <source>No hint this time: %1</source>
        <translation>या वेळी सूचना नाही: %1</translation>
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
        <source>Play %1 (points: %2): %3</source>
        <translation>%1 खेळा (गुण: %2): %3</translation>
    </message>
    <message>
        <source>(the best found in the time)</source>
        <translation>(दिलेल्या वेळेत सापडलेली सर्वोत्तम)</translation>
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
        <source>Lay off %1, then spread your melds.</source>
        <translation>%1 जोडा, मग तुमचे जोड उघडे करा.</translation>
    </message>
    <message>
        <source>Nothing to lay off: spread your melds.</source>
        <translation>जोडण्यासारखे काही नाही: तुमचे जोड उघडे करा.</translation>
    </message>
    <message>
        <source>Deal the next round.</source>
        <translation>पुढच्या डावाचे पत्ते वाटा.</translation>
    </message>
    <message>
        <source>new meld %1</source>
        <translation>नवा जोड %1</translation>
    </message>
    <message>
        <source>add %1 to meld %2</source>
        <translation>जोड %2 मध्ये %1 घाला</translation>
    </message>
    <message>
        <source>rebuild melds %1 into %2</source>
        <translation>जोड %1 मोडून %2 बनवा</translation>
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
        <source>Move the selected cards into the meld under the cursor, after its card, or into your hand</source>
        <translation>निवडलेले पत्ते कर्सरखालच्या जोडात, त्या पत्त्यानंतर, किंवा तुमच्या हातात न्या</translation>
    </message>
    <message>
        <source>Make a new meld of the selected cards</source>
        <translation>निवडलेल्या पत्त्यांचा नवा जोड बनवा</translation>
    </message>
    <message>
        <source>Split the meld under the cursor after its card</source>
        <translation>कर्सरखालचा जोड त्या पत्त्यानंतर तोडा</translation>
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
        <translation>गड्डीतून पत्ता उचला</translation>
    </message>
    <message>
        <source>Take the card on the discard pile</source>
        <translation>टाकलेल्या पत्त्यांवरचा पत्ता घ्या</translation>
    </message>
    <message>
        <source>Discard the card under the cursor; on the stock, the pile or a button: use it</source>
        <translation>कर्सरखालचा पत्ता टाका; गड्डी, ढीग किंवा बटणावर असल्यास: ते वापरा</translation>
    </message>
    <message>
        <source>Knock (or go gin), discarding the card under the cursor</source>
        <translation>कर्सरखालचा पत्ता टाकून नॉक करा (किंवा जिन)</translation>
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
        <source>Table, meld %1 of %2, card %3 of %4: %5</source>
        <translation>टेबल, %2 पैकी जोड %1, %4 पैकी पत्ता %3: %5</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>मोकळा झालेला जोकर पाळी संपवण्यापूर्वी पुन्हा एखाद्या जोडात घातला पाहिजे.</translation>
    </message>
    <message>
        <source>Freed joker %1 of %2: %3</source>
        <translation>मोकळा जोकर, %2 पैकी %1: %3</translation>
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
        <translation>आधी Space ने पत्ते निवडा, मग नव्या जोडासाठी N दाबा.</translation>
    </message>
    <message>
        <source>Select cards with Space first, then move the cursor where they go and press Return.</source>
        <translation>आधी Space ने पत्ते निवडा, मग ते जिथे जायचे तिथे कर्सर नेऊन Return दाबा.</translation>
    </message>
    <message>
        <source>Put the cursor on a meld or in your hand, then press Return.</source>
        <translation>कर्सर एखाद्या जोडावर किंवा हातात ठेवा, मग Return दाबा.</translation>
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
        <source>Button: %1</source>
        <translation>बटण: %1</translation>
    </message>
    <message>
        <source>You can&apos;t knock now.</source>
        <translation>आत्ता नॉक करता येणार नाही.</translation>
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
        <source>Manipulation Rummy has no options: it is played exactly as its rules describe.</source>
        <translation>मॅनिप्युलेशन रमीला पर्याय नाहीत: तो नियमांत दिल्याप्रमाणेच खेळला जातो.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>यादृच्छिक</translation>
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
        <source>Name of player %1</source>
        <translation>खेळाडू %1 चे नाव</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>खेळाडू %1:</translation>
    </message>
    <message>
        <source>Big gin: 11 melded cards go out without a discard (31 points)</source>
        <translation>बिग जिन: जोडलेले 11 पत्ते, पत्ता न टाकता डाव संपवतात (31 गुण)</translation>
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
        <source>Simple (baseline)</source>
        <translation>साधा (मूळ पातळी)</translation>
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
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>सर्व निवडा (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>वाढवा (&amp;S)</translation>
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
        <source>Close</source>
        <translation>बंद करा</translation>
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
        <source>, </source>
        <translation>, </translation>
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
        <source>%1 knocked with %2 points in hand.</source>
        <translation>%1: हातात %2 गुण असताना नॉक.</translation>
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
        <source>The upcard %1 set the knock limit to %2.</source>
        <translation>उघड्या पत्त्याने (%1) नॉकची मर्यादा %2 ठरवली.</translation>
    </message>
    <message>
        <source>The upcard is a spade: every score of this round is doubled.</source>
        <translation>उघडा पत्ता इस्पिकचा आहे: या डावाचे सर्व गुण दुप्पट.</translation>
    </message>
    <message>
        <source>The points go into games %1.</source>
        <translation>हे गुण खेळ %1 मध्ये जमा होतात.</translation>
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
        <source>%1 went big gin.</source>
        <translation>%1: बिग जिन.</translation>
    </message>
    <message>
        <source>%1 went gin.</source>
        <translation>%1: जिन.</translation>
    </message>
    <message>
        <source>%1 knocked and %2 undercut.</source>
        <translation>%1: नॉक; %2: अंडरकट.</translation>
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
        <source>Laid off %1 on %2&apos;s melds.</source>
        <translation>%2 च्या जोडांवर जोडलेले पत्ते: %1.</translation>
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
        <source>Same as the system</source>
        <translation>सिस्टमप्रमाणे</translation>
    </message>
    <message>
        <source>Level of opponent %1</source>
        <translation>प्रतिस्पर्धी %1 ची पातळी</translation>
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
    <name>StatisticsDialog</name>
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
        <source>Your turn: take the upcard %1, or pass.</source>
        <translation>तुमची पाळी: उघडा पत्ता %1 घ्या, किंवा पास करा.</translation>
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
        <source>%1 knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>%1: नॉक. तुमचे जोड उघडे करा आणि जमतील ते पत्ते जोडा, मग &apos;झाले&apos; दाबा.</translation>
    </message>
</context>
</TS>
