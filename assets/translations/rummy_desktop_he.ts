<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>Latest news: %1</source>
        <translation>העדכון האחרון: %1</translation>
    </message>
</context>
<context>
    <name>AppServices</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;פתיחה…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;שמירה…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>שמירה &amp;בשם…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;סטטיסטיקה…</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;הגדרות…</translation>
    </message>
    <message>
        <source>Your games are not being kept</source>
        <translation>המשחקים שלך לא נשמרים</translation>
    </message>
    <message>
        <source>Rummy Desktop cannot write in its data folder %1: %2.

Play goes on, but until it can, the game in progress is not autosaved and your statistics are not kept.</source>
        <translation>Rummy Desktop לא יכול לכתוב בתיקיית הנתונים שלו %1: %2.

המשחק נמשך, אבל עד שיוכל, המשחק הנוכחי לא נשמר אוטומטית והסטטיסטיקה שלך לא נשמרת.</translation>
    </message>
    <message>
        <source>Interrupted game</source>
        <translation>משחק שנקטע</translation>
    </message>
    <message>
        <source>Your last game was not finished.</source>
        <translation>המשחק האחרון לא הסתיים.</translation>
    </message>
    <message>
        <source>%1
Players: %2
Saved: %3
Rounds played: %4</source>
        <translation>%1
שחקנים: %2
נשמר: %3
סיבובים ששוחקו: %4</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly last time, in the middle of a game.</source>
        <translation>Rummy Desktop נעצר באופן בלתי צפוי בפעם הקודמת, באמצע משחק.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>להמשיך את המשחק?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>המשך המשחק</translation>
    </message>
    <message>
        <source>Start afresh</source>
        <translation>התחלה מחדש</translation>
    </message>
    <message>
        <source>What happened is written in %1.</source>
        <translation>מה שקרה כתוב בקובץ %1.</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly</source>
        <translation>Rummy Desktop נעצר באופן בלתי צפוי</translation>
    </message>
    <message>
        <source>Rummy Desktop stopped unexpectedly last time.</source>
        <translation>Rummy Desktop נעצר באופן בלתי צפוי בפעם הקודמת.</translation>
    </message>
    <message>
        <source>Rummy Desktop games (*%1);;All files (*)</source>
        <translation>משחקי Rummy Desktop ‏(*%1);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>פתיחת משחק שמור</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>נפתח: %1.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>שמירת המשחק</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>נשמר אל %1.</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here and counts as abandoned in your statistics (not as lost).</source>
        <translation>המשחק הנוכחי עדיין לא הסתיים. בהתחלת משחק אחר, המשחק הזה יסתיים כאן וייספר בסטטיסטיקה כמשחק שננטש (לא כהפסד).</translation>
    </message>
    <message>
        <source>Another copy of Rummy Desktop uses the same data folder and does not answer: this window keeps its game apart from that copy&apos;s.</source>
        <translation>עותק אחר של Rummy Desktop משתמש באותה תיקיית נתונים ואינו עונה: החלון הזה שומר את המשחק שלו בנפרד מהמשחק של העותק ההוא.</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you start another, this one ends here.</source>
        <translation>המשחק הנוכחי עדיין לא הסתיים. בהתחלת משחק אחר, המשחק הזה יסתיים כאן.</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>לנטוש את המשחק הזה?</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>לנטוש</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>להמשיך לשחק</translation>
    </message>
    <message>
        <source>Resume it? If you do not, it counts as abandoned.</source>
        <translation>להמשיך אותו? אם לא, הוא ייספר כמשחק שננטש.</translation>
    </message>
    <message>
        <source>Opened the backup copy %1.</source>
        <translation>נפתח עותק הגיבוי %1.</translation>
    </message>
    <message>
        <source>Its backup copy %1, saved %2, opens. Open the backup instead? Save then writes the game to %3 again.</source>
        <translation>עותק הגיבוי שלו, %1, שנשמר ב־%2, נפתח. לפתוח את הגיבוי במקומו? שמירה תכתוב אז את המשחק שוב אל %3.</translation>
    </message>
    <message>
        <source>Open the backup</source>
        <translation>פתיחת הגיבוי</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>ace</source>
        <translation>אס</translation>
    </message>
    <message>
        <source>two</source>
        <translation>שתיים</translation>
    </message>
    <message>
        <source>three</source>
        <translation>שלוש</translation>
    </message>
    <message>
        <source>four</source>
        <translation>ארבע</translation>
    </message>
    <message>
        <source>five</source>
        <translation>חמש</translation>
    </message>
    <message>
        <source>six</source>
        <translation>שש</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>שבע</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>שמונה</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>תשע</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>עשר</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>נסיך</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>מלכה</translation>
    </message>
    <message>
        <source>king</source>
        <translation>מלך</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>עלה</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>לב</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>יהלום</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>תלתן</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card in words: %1 is the rank (&quot;seven&quot;), %2 the suit (&quot;hearts&quot;). Reorder freely.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>ג׳וקר</translation>
    </message>
    <message>
        <source>joker as %1</source>
        <extracomment>A joker on the table and the card it stands for (%1, e.g. &quot;seven of hearts&quot;).</extracomment>
        <translation>ג׳וקר במקום %1</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <extracomment>Said to a screen reader after your own draw: %1 is the card in words (&quot;seven of hearts&quot;).</extracomment>
        <translation>הקלף ששלפת: %1.</translation>
    </message>
</context>
<context>
    <name>CardNotation</name>
    <message>
        <source>“{text}” is not a card as saves write it: the card, then “#” and which of the identical cards it is (0 for the first)</source>
        <translation>״{text}״ אינו קלף כפי שהוא נכתב בקובצי שמירה: הקלף, אחריו ״#״ ואחריו איזה מבין הקלפים הזהים זה (0 לראשון)</translation>
    </message>
    <message>
        <source>“{text}” is a joker, not a card a joker can stand for</source>
        <translation>״{text}״ הוא ג׳וקר, ולא קלף שג׳וקר יכול להחליף</translation>
    </message>
    <message>
        <source>the card text is empty</source>
        <translation>הטקסט של הקלף ריק</translation>
    </message>
    <message>
        <source>“{text}”: a joker must declare a card such as JK=7H</source>
        <translation>״{text}״: לג׳וקר חייב להיקבע קלף שהוא מחליף, למשל JK=7H</translation>
    </message>
    <message>
        <source>“{text}” is not a card (a joker is written JK or JK=7H)</source>
        <translation>״{text}״ אינו קלף (ג׳וקר נכתב JK או JK=7H)</translation>
    </message>
    <message>
        <source>“{text}” is not a card (write rank then suit, e.g. AS, 10H, QD)</source>
        <translation>״{text}״ אינו קלף (יש לכתוב ערך ואחריו צורה, למשל AS, 10H, QD)</translation>
    </message>
    <message>
        <source>this game has no {card}</source>
        <translation>במשחק הזה אין {card}</translation>
    </message>
    <message>
        <source>{card} is given {count} times, but the game has only {most}</source>
        <translation>{card} ניתן {count} פעמים, אבל במשחק יש רק {most}</translation>
    </message>
</context>
<context>
    <name>CardTableScene</name>
    <message>
        <source>The stock: click it to draw a card.</source>
        <translation>הקופה: ללחוץ עליה כדי לשלוף קלף.</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>קופה: %1</translation>
    </message>
    <message>
        <source>▶ %1</source>
        <extracomment>The label of the opponent whose turn it is: %1 is &quot;Anna: 7 cards&quot;. Point the arrow at it.</extracomment>
        <translation>‏◀ %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>תורך</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>התור של %1</translation>
    </message>
</context>
<context>
    <name>CardTableWords</name>
    <message numerus="yes">
        <source>%1: %n cards</source>
        <translation>
            <numerusform>%1: קלף אחד</numerusform>
            <numerusform>%1: %n קלפים</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>משהו השתבש</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>המשך</translation>
    </message>
    <message>
        <source>Quit Rummy Desktop</source>
        <translation>יציאה מהתוכנה</translation>
    </message>
    <message>
        <source>Open the report’s folder</source>
        <translation>פתיחת התיקייה של הדוח</translation>
    </message>
    <message>
        <source>Rummy Desktop ran into a problem it did not expect:
%1</source>
        <extracomment>%1 is the error in technical words, on the line below.</extracomment>
        <translation>התוכנה נתקלה בבעיה לא צפויה:
%1</translation>
    </message>
    <message>
        <source>Your game was saved and can be resumed: it will be offered the next time Rummy Desktop starts.</source>
        <translation>המשחק נשמר ואפשר להמשיך אותו: הוא יוצע בפעם הבאה שהתוכנה תיפתח.</translation>
    </message>
    <message>
        <source>Your game could not be saved, so it may be lost.</source>
        <translation>לא ניתן היה לשמור את המשחק, ולכן ייתכן שהוא אבד.</translation>
    </message>
    <message>
        <source>A report of what happened was written to:
%1
If you tell us about this problem, please include it.</source>
        <translation>דוח על מה שקרה נכתב אל:
%1
בדיווח על הבעיה, נא לצרף אותו.</translation>
    </message>
    <message>
        <source>No report could be written (the app’s data folder could not be written to).</source>
        <translation>לא ניתן היה לכתוב דוח (אין אפשרות לכתוב לתיקיית הנתונים של התוכנה).</translation>
    </message>
    <message>
        <source>You can go on playing, or quit and start again.</source>
        <translation>אפשר להמשיך לשחק, או לצאת ולהתחיל מחדש.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>gin bonus {amount}</source>
        <translation>בונוס ג׳ין {amount}</translation>
    </message>
    <message>
        <source>big gin bonus {amount}</source>
        <translation>בונוס ג׳ין גדול {amount}</translation>
    </message>
    <message>
        <source>undercut bonus {amount}</source>
        <translation>בונוס אנדרקאט {amount}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>אני</translation>
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
        <translation>שלפת קלף שלישי; התור נגמר.</translation>
    </message>
    <message>
        <source>{name} draws a third card; the turn is over.</source>
        <translation>{name}: שליפת קלף שלישי; התור נגמר.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>שלפת קלף.</translation>
    </message>
    <message>
        <source>{name} draws a card.</source>
        <translation>{name}: שליפת קלף.</translation>
    </message>
    <message>
        <source>You play {cards} and rebuild the table.</source>
        <translation>הורדת {cards} ובנית מחדש את השולחן.</translation>
    </message>
    <message>
        <source>{name} plays {cards} and rebuilds the table.</source>
        <translation>{name}: {cards} על השולחן, והשולחן נבנה מחדש.</translation>
    </message>
    <message>
        <source>You play {cards}.</source>
        <translation>הורדת {cards} לשולחן.</translation>
    </message>
    <message>
        <source>{name} plays {cards}.</source>
        <translation>{name}: {cards} על השולחן.</translation>
    </message>
    <message>
        <source>You do not knock.</source>
        <translation>לא נקשת.</translation>
    </message>
    <message>
        <source>{name} does not knock.</source>
        <translation>{name}: בלי נקישה.</translation>
    </message>
    <message>
        <source>You end the turn without melding.</source>
        <translation>סיימת את התור בלי להוריד קלפים.</translation>
    </message>
    <message>
        <source>{name} ends the turn without melding.</source>
        <translation>{name}: סיום התור בלי הורדה.</translation>
    </message>
    <message>
        <source>Round {round}: You deal.</source>
        <translation>סיבוב {round}: החלוקה שלך.</translation>
    </message>
    <message>
        <source>Round {round}: {name} deals.</source>
        <translation>סיבוב {round}: החלוקה של {name}.</translation>
    </message>
    <message>
        <source>New game: {names}. {deal}</source>
        <translation>משחק חדש: {names}. {deal}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} ו־{last}</translation>
    </message>
    <message>
        <source>Round {round} is over: You went out.</source>
        <translation>סיבוב {round} נגמר: יצאת.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} went out.</source>
        <translation>סיבוב {round} נגמר ביציאה של {name}.</translation>
    </message>
    <message>
        <source>Round {round} is over: You knocked.</source>
        <translation>סיבוב {round} נגמר: נקשת.</translation>
    </message>
    <message>
        <source>Round {round} is over: {name} knocked.</source>
        <translation>סיבוב {round} נגמר בנקישה של {name}.</translation>
    </message>
    <message>
        <source>Round {round} is over: the stock ran out.</source>
        <translation>סיבוב {round} נגמר: הקופה נגמרה.</translation>
    </message>
    <message>
        <source>The game is over: You win with {points} points.</source>
        <translation>המשחק נגמר: ניצחת עם {points} נקודות.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins with {points} points.</source>
        <translation>המשחק נגמר: ניצחון ל־{name} עם {points} נקודות.</translation>
    </message>
    <message>
        <source>The game is over: {names} win with {points} points.</source>
        <translation>המשחק נגמר: ניצחון משותף ל־{names} עם {points} נקודות.</translation>
    </message>
    <message>
        <source>You take the upcard {card}.</source>
        <translation>לקחת את הקלף הגלוי {card}.</translation>
    </message>
    <message>
        <source>{name} takes the upcard {card}.</source>
        <translation>{name}: לקיחת הקלף הגלוי {card}.</translation>
    </message>
    <message>
        <source>You pass the upcard {card}.</source>
        <translation>ויתרת על הקלף הגלוי {card}.</translation>
    </message>
    <message>
        <source>{name} passes the upcard {card}.</source>
        <translation>{name}: ויתור על הקלף הגלוי {card}.</translation>
    </message>
    <message>
        <source>You draw from the stock.</source>
        <translation>שלפת מהקופה.</translation>
    </message>
    <message>
        <source>{name} draws from the stock.</source>
        <translation>{name}: שליפה מהקופה.</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile.</source>
        <translation>לקחת את {card} מערימת ההשלכה.</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile.</source>
        <translation>{name}: לקיחת {card} מערימת ההשלכה.</translation>
    </message>
    <message>
        <source>You discard {card}.</source>
        <translation>השלכת את {card}.</translation>
    </message>
    <message>
        <source>{name} discards {card}.</source>
        <translation>{name}: השלכת {card}.</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}.</source>
        <translation>עשית ג׳ין והשלכת את {card}.</translation>
    </message>
    <message>
        <source>{name} goes gin, discarding {card}.</source>
        <translation>{name}: ג׳ין, עם השלכת {card}.</translation>
    </message>
    <message>
        <source>You show {melds}, with {cards} as deadwood.</source>
        <translation>פרסת: {melds}; קלפים מתים: {cards}.</translation>
    </message>
    <message>
        <source>{name} shows {melds}, with {cards} as deadwood.</source>
        <translation>{name} – פריסה: {melds}; קלפים מתים: {cards}.</translation>
    </message>
    <message>
        <source>You go big gin with all eleven cards.</source>
        <translation>עשית ג׳ין גדול עם כל אחד־עשר הקלפים.</translation>
    </message>
    <message>
        <source>{name} goes big gin with all eleven cards.</source>
        <translation>{name}: ג׳ין גדול עם כל אחד־עשר הקלפים.</translation>
    </message>
    <message>
        <source>no melds</source>
        <translation>אין צירופים</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>כלום</translation>
    </message>
    <message>
        <source>You spread {melds} and lay off {cards}.</source>
        <translation>פרסת: {melds}; הדבקת: {cards}.</translation>
    </message>
    <message>
        <source>{name} spreads {melds} and lays off {cards}.</source>
        <translation>{name} – פריסה: {melds}; הדבקה: {cards}.</translation>
    </message>
    <message>
        <source>You deal; the upcard is {card}.</source>
        <translation>החלוקה שלך; הקלף הגלוי הוא {card}.</translation>
    </message>
    <message>
        <source>{name} deals; the upcard is {card}.</source>
        <translation>החלוקה של {name}; הקלף הגלוי הוא {card}.</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>ג׳ין בלבד</translation>
    </message>
    <message>
        <source>knock with at most {limit}</source>
        <translation>נקישה עם {limit} לכל היותר</translation>
    </message>
    <message>
        <source>This round: {limit}, scores doubled.</source>
        <translation>בסיבוב הזה: {limit}, הניקוד מוכפל.</translation>
    </message>
    <message>
        <source>This round: {limit}.</source>
        <translation>בסיבוב הזה: {limit}.</translation>
    </message>
    <message>
        <source>The round is drawn: the stock ran down to two cards. Nobody scores.</source>
        <translation>הסיבוב נגמר בתיקו: נשארו בקופה שני קלפים. אף אחד לא מקבל נקודות.</translation>
    </message>
    <message>
        <source>The round is over: You went big gin.</source>
        <translation>הסיבוב נגמר: עשית ג׳ין גדול.</translation>
    </message>
    <message>
        <source>The round is over: {name} went big gin.</source>
        <translation>הסיבוב נגמר: ג׳ין גדול של {name}.</translation>
    </message>
    <message>
        <source>The round is over: You went gin.</source>
        <translation>הסיבוב נגמר: עשית ג׳ין.</translation>
    </message>
    <message>
        <source>The round is over: {name} went gin.</source>
        <translation>הסיבוב נגמר: ג׳ין של {name}.</translation>
    </message>
    <message>
        <source>The round is over: You knocked.</source>
        <translation>הסיבוב נגמר: נקשת.</translation>
    </message>
    <message>
        <source>The round is over: {name} knocked.</source>
        <translation>הסיבוב נגמר: נקישה של {name}.</translation>
    </message>
    <message>
        <source>You undercut.</source>
        <translation>עשית אנדרקאט.</translation>
    </message>
    <message>
        <source>{name} undercut.</source>
        <translation>אנדרקאט של {name}.</translation>
    </message>
    <message>
        <source>The round counts double.</source>
        <translation>הסיבוב נספר כפול.</translation>
    </message>
    <message>
        <source>The game is over: You win.</source>
        <translation>המשחק נגמר: ניצחת.</translation>
    </message>
    <message>
        <source>The game is over: {name} wins.</source>
        <translation>המשחק נגמר: ניצחון ל־{name}.</translation>
    </message>
    <message>
        <source>The match is over: {names} share it with equal net totals of {points}.</source>
        <translation>הסדרה נגמרה: {names} חולקים אותה עם סך נטו שווה של {points}.</translation>
    </message>
    <message>
        <source>The match is over: You win with a net total of {points} to {loser}.</source>
        <translation>הסדרה נגמרה: ניצחת עם סך נטו של {points} מול {loser}.</translation>
    </message>
    <message>
        <source>The match is over: {name} wins with a net total of {points} to {loser}.</source>
        <translation>הסדרה נגמרה: ניצחון ל־{name} עם סך נטו של {points} מול {loser}.</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>ג׳וקר</translation>
    </message>
    <message>
        <source>(joker as {card})</source>
        <extracomment>A joker on the table among other cards, as in &quot;You play 5♥ (joker as 6♥) 7♥.&quot;; {card} is the card it stands for.</extracomment>
        <translation>(ג׳וקר בתור {card})</translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n points in hand.</source>
        <translation>
            <numerusform>נקשת עם נקודה אחת ביד.</numerusform>
            <numerusform>נקשת עם %n נקודות ביד.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n points in hand.</source>
        <translation>
            <numerusform>{name}: נקישה עם נקודה אחת ביד.</numerusform>
            <numerusform>{name}: נקישה עם %n נקודות ביד.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n.</source>
        <translation>
            <numerusform>קיבלת נקודה אחת.</numerusform>
            <numerusform>קיבלת %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n.</source>
        <translation>
            <numerusform>{name}: נקודה אחת.</numerusform>
            <numerusform>{name}: %n נקודות.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You knock with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>נקשת עם נקודה אחת בקלפים מתים והשלכת את {card}.</numerusform>
            <numerusform>נקשת עם %n נקודות בקלפים מתים והשלכת את {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} knocks with %n deadwood, discarding {card}.</source>
        <translation>
            <numerusform>{name}: נקישה עם נקודה אחת בקלפים מתים, עם השלכת {card}.</numerusform>
            <numerusform>{name}: נקישה עם %n נקודות בקלפים מתים, עם השלכת {card}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You score %n ({bonuses}).</source>
        <translation>
            <numerusform>קיבלת נקודה אחת ({bonuses}).</numerusform>
            <numerusform>קיבלת %n נקודות ({bonuses}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} scores %n ({bonuses}).</source>
        <translation>
            <numerusform>{name}: נקודה אחת ({bonuses}).</numerusform>
            <numerusform>{name}: %n נקודות ({bonuses}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResultDialog</name>
    <message>
        <source>Winner of the game: %1</source>
        <translation>ניצחון במשחק: %1</translation>
    </message>
    <message>
        <source>The win is shared: %1</source>
        <translation>הניצחון משותף: %1</translation>
    </message>
    <message>
        <source>%1 reached %2: the game is over.</source>
        <translation>%1: הגעה ל־%2. המשחק נגמר.</translation>
    </message>
    <message>
        <source>You reached %1: the game is over.</source>
        <translation>הגעת ל־%1: המשחק נגמר.</translation>
    </message>
    <message>
        <source>Hoyle bonuses are off: the final scores are the points of the rounds.</source>
        <translation>בונוסי הויל כבויים: התוצאות הסופיות הן הנקודות מהסיבובים.</translation>
    </message>
    <message>
        <source>Game %1: won by %2</source>
        <translation>משחק %1: ניצחון של %2</translation>
    </message>
    <message>
        <source>The match goes to the higher net total: the margins of the games each player won, bonuses included, added up.</source>
        <translation>הסדרה הולכת לבעל הסך נטו הגבוה יותר: סכום ההפרשים במשחקים שכל שחקן ניצח, כולל הבונוסים.</translation>
    </message>
    <message>
        <source>The match is shared: %1 (equal net totals)</source>
        <translation>הסדרה משותפת: %1 (סך נטו שווה)</translation>
    </message>
    <message>
        <source>Winner of the match: %1</source>
        <translation>ניצחון בכל הסדרה: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>המשחק נגמר</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>סדרה</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>ניצחונות במשחקים</translation>
    </message>
    <message>
        <source>Net total</source>
        <translation>סך נטו</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>נקודות</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>ניצחונות בסיבובים</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>בונוסים</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>תוצאה סופית</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>משחק נוסף</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points. Round bonus for every player (an option of this game): every player earns %3 for each round won, those who reached %1 too.</source>
        <translation>ההגעה ל־%1 מזכה ב־%2 נקודות. בונוס סיבובים לכל שחקן (אפשרות של המשחק הזה): כל שחקן מקבל %3 על כל ניצחון בסיבוב, גם מי שהגיע ל־%1.</translation>
    </message>
    <message>
        <source>Reaching %1 earns %2 points; every player who did not reach %1 earns %3 for each round won.</source>
        <translation>ההגעה ל־%1 מזכה ב־%2 נקודות; כל שחקן שלא הגיע ל־%1 מקבל %3 על כל ניצחון בסיבוב.</translation>
    </message>
    <message>
        <source>%1 wins by %2</source>
        <extracomment>How much the game was won by, for screen readers: %1 the winner, %2 the points ahead of the next player.</extracomment>
        <translation>%1 מנצח בהפרש של %2</translation>
    </message>
    <message>
        <source>Net totals: %1</source>
        <translation>סכומי נטו: %1</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>תוצאות סופיות: %1</translation>
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
            <numerusform>השלכת {card} משאירה נקודה אחת בקלפים מתים: יותר מדי לנקישה ({limit} בסיבוב הזה)</numerusform>
            <numerusform>השלכת {card} משאירה %n נקודות בקלפים מתים: יותר מדי לנקישה ({limit} בסיבוב הזה)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this spread leaves %n deadwood: too much to knock ({limit} this round)</source>
        <translation>
            <numerusform>הפריסה הזאת משאירה נקודה אחת בקלפים מתים: יותר מדי לנקישה ({limit} בסיבוב הזה)</numerusform>
            <numerusform>הפריסה הזאת משאירה %n נקודות בקלפים מתים: יותר מדי לנקישה ({limit} בסיבוב הזה)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinPage</name>
    <message>
        <source>Hand</source>
        <translation>יד</translation>
    </message>
    <message>
        <source>Top of the discard pile</source>
        <translation>הקלף העליון בערימת ההשלכה</translation>
    </message>
    <message>
        <source>Alternatives, by the expert level&apos;s average points of the round</source>
        <translation>האפשרויות, לפי ממוצע הנקודות בסיבוב ברמת המומחה</translation>
    </message>
    <message>
        <source>Round %1, your decision %2 (%3 of %4)</source>
        <translation>סיבוב %1, ההחלטה שלך מספר %2 (%3 מתוך %4)</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>לקחת את הקלף הגלוי</translation>
    </message>
    <message>
        <source>Pass the upcard</source>
        <translation>לוותר על הקלף הגלוי</translation>
    </message>
    <message>
        <source>Draw from the discard pile</source>
        <translation>לשלוף מערימת ההשלכה</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>לשלוף מהקופה</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>להשליך את %1</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>לנקוש ולהשליך את %1</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>עוד לא נותח</translation>
    </message>
    <message>
        <source> (your choice)</source>
        <translation> (הבחירה שלך)</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>אפשרות</translation>
    </message>
    <message>
        <source>Points of the round</source>
        <translation>נקודות הסיבוב</translation>
    </message>
    <message>
        <source>Round %1, decision %2</source>
        <extracomment>A line of the review&apos;s list of decisions: %1 the round, %2 the person&apos;s decision in it.</extracomment>
        <translation>סיבוב %1, החלטה %2</translation>
    </message>
    <message>
        <source>%1: %2 lost</source>
        <extracomment>%1 is the decision (&quot;Round 1, decision 2&quot;), %2 the average points lost (&quot;3.2&quot;).</extracomment>
        <translation>%1: %2 נקודות הפסד בממוצע</translation>
    </message>
    <message>
        <source>%1: best choice</source>
        <translation>%1: הבחירה הטובה ביותר</translation>
    </message>
    <message>
        <source>Big mistake: %1 points lost on average.</source>
        <translation>טעות גדולה: בממוצע אבדו %1 נקודות.</translation>
    </message>
    <message>
        <source>%1 points lost on average.</source>
        <translation>בממוצע אבדו %1 נקודות.</translation>
    </message>
    <message>
        <source>Best choice.</source>
        <translation>הבחירה הטובה ביותר.</translation>
    </message>
    <message>
        <source>Points lost on average in the game: %1.</source>
        <translation>נקודות שאבדו בממוצע במשחק: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistakes (each worth %1 points or more).</source>
        <translation>
            <numerusform>טעות גדולה אחת (כל אחת בשווי %1 נקודות או יותר).</numerusform>
            <numerusform>%n טעויות גדולות (כל אחת בשווי %1 נקודות או יותר).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GinRules</name>
    <message>
        <source>the game is over</source>
        <translation>המשחק נגמר</translation>
    </message>
    <message>
        <source>upcard offer</source>
        <translation>הצעת הקלף הגלוי</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>השליפה</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>ההשלכה</translation>
    </message>
    <message>
        <source>layoff</source>
        <translation>ההדבקה</translation>
    </message>
    <message>
        <source>round over</source>
        <translation>סוף הסיבוב</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>סוף המשחק</translation>
    </message>
    <message>
        <source>not now: the game is in the {phase} phase</source>
        <translation>לא עכשיו: המשחק בשלב {phase}</translation>
    </message>
    <message>
        <source>both players passed the upcard: the non-dealer now draws from the stock</source>
        <translation>שני השחקנים ויתרו על הקלף הגלוי: עכשיו מי שלא חילק שולף מהקופה</translation>
    </message>
    <message>
        <source>the upcard is on offer first: take it or pass</source>
        <translation>קודם מוצע הקלף הגלוי: לקחת אותו או לוותר</translation>
    </message>
    <message>
        <source>on the first turn the upcard is offered: take it or pass it</source>
        <translation>בתור הראשון מוצע הקלף הגלוי: לקחת אותו או לוותר עליו</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} לא נמצא ביד שלך</translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile and may not be discarded this turn</source>
        <translation>{card} נלקח זה עתה מערימת ההשלכה ואסור להשליך אותו בתור הזה</translation>
    </message>
    <message>
        <source>only gin is allowed</source>
        <translation>מותר רק ג׳ין</translation>
    </message>
    <message>
        <source>at most {limit}</source>
        <translation>לכל היותר {limit}</translation>
    </message>
    <message>
        <source>all your cards meld: this knock is gin, spread with no deadwood</source>
        <translation>כל הקלפים שלך בצירופים: הנקישה הזאת היא ג׳ין, ונפרסת בלי קלפים מתים</translation>
    </message>
    <message>
        <source>big gin is not played in this game (it is an option)</source>
        <translation>במשחק הזה לא משחקים ג׳ין גדול (זו אפשרות שאפשר לבחור)</translation>
    </message>
    <message>
        <source>{card} is used twice in the spread</source>
        <translation>{card} מופיע פעמיים בפריסה</translation>
    </message>
    <message>
        <source>{card} is the card you discard: it cannot be spread</source>
        <translation>{card} הוא הקלף להשלכה: אי אפשר לפרוס אותו</translation>
    </message>
    <message>
        <source>{cards} is not a meld: {problem}</source>
        <translation>{cards} אינם צירוף: {problem}</translation>
    </message>
    <message>
        <source>there is no knocker&apos;s meld number {index} to lay off on</source>
        <translation>אין למי שנקש צירוף מספר {index} להדביק אליו</translation>
    </message>
    <message>
        <source>lay-offs on the knocker&apos;s meld number {index} must be given together</source>
        <translation>את כל ההדבקות לצירוף מספר {index} של מי שנקש צריך לתת יחד</translation>
    </message>
    <message>
        <source>no cards are laid off on the knocker&apos;s meld number {index}</source>
        <translation>לא הודבקו קלפים לצירוף מספר {index} של מי שנקש</translation>
    </message>
    <message>
        <source>{cards} cannot be laid off on {meld}: {problem}</source>
        <translation>אי אפשר להדביק את {cards} ל־{meld}: {problem}</translation>
    </message>
    <message>
        <source>big gin needs all 11 cards melded (deadwood: {points})</source>
        <translation>ג׳ין גדול דורש שכל 11 הקלפים יהיו בצירופים (קלפים מתים: {points})</translation>
    </message>
</context>
<context>
    <name>GinScene</name>
    <message>
        <source>The stock: click it or drag its top card into your hand to draw.</source>
        <translation>הקופה: כדי לשלוף קלף, ללחוץ עליה או לגרור את הקלף העליון אל היד.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>נקישה</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>ערימת ההשלכה</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>קלפים מתים: %1</translation>
    </message>
    <message>
        <source>Deadwood %1 after lay-offs</source>
        <translation>קלפים מתים: %1 אחרי ההדבקות</translation>
    </message>
    <message>
        <source>Deadwood %1 after discarding %2</source>
        <translation>קלפים מתים: %1 אחרי השלכת %2</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>ג׳ין בלבד</translation>
    </message>
    <message>
        <source>Knock with %1 or less</source>
        <translation>נקישה עם %1 או פחות</translation>
    </message>
    <message>
        <source>Spades: scores doubled</source>
        <translation>קלף עלה: הניקוד מוכפל</translation>
    </message>
    <message>
        <source>You knocked: you are laying off.</source>
        <translation>נקשת: עכשיו תורך להדביק קלפים.</translation>
    </message>
    <message>
        <source>You knocked: %1 is laying off.</source>
        <translation>נקשת: עכשיו תור ההדבקה של %1.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>לקחת את %1</translation>
    </message>
    <message>
        <source>Take the upcard, then discard.</source>
        <translation>לקחת את הקלף הגלוי, ואז להשליך.</translation>
    </message>
    <message numerus="yes">
        <source>You knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>נקשת עם נקודה אחת בקלפים מתים: יש להדביק את הקלפים לצירופים.</numerusform>
            <numerusform>נקשת עם %n נקודות בקלפים מתים: יש להדביק את הקלפים לצירופים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n deadwood: lay your cards off on the melds.</source>
        <translation>
            <numerusform>נקישה של %1 עם נקודה אחת בקלפים מתים: יש להדביק את הקלפים שלך לצירופים.</numerusform>
            <numerusform>נקישה של %1 עם %n נקודות בקלפים מתים: יש להדביק את הקלפים שלך לצירופים.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>פס</translation>
    </message>
    <message>
        <source>Refuse the upcard.</source>
        <translation>לוותר על הקלף הגלוי.</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>ג׳ין</translation>
    </message>
    <message>
        <source>Go gin, discarding %1.</source>
        <translation>ג׳ין, עם השלכת %1.</translation>
    </message>
    <message>
        <source>Knock, discarding %1 (deadwood %2).</source>
        <translation>נקישה, עם השלכת %1 (קלפים מתים: %2).</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>ג׳ין גדול</translation>
    </message>
    <message>
        <source>All 11 cards meld: go big gin without discarding.</source>
        <translation>כל 11 הקלפים בצירופים: ג׳ין גדול בלי השלכה.</translation>
    </message>
    <message>
        <source>Best lay-off</source>
        <translation>הדבקה מיטבית</translation>
    </message>
    <message>
        <source>Lay off and meld your cards the best way.</source>
        <translation>להדביק את הקלפים ולסדר אותם בצירופים בדרך הטובה ביותר.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>סיום</translation>
    </message>
    <message>
        <source>Spread your hand with the cards laid off so far.</source>
        <translation>לפרוס את היד עם הקלפים שהודבקו עד עכשיו.</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>צירופים</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>לפי צורה</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>לפי ערך</translation>
    </message>
    <message>
        <source>You can knock only on your own turn.</source>
        <translation>אפשר לנקוש רק בתור שלך.</translation>
    </message>
    <message>
        <source>Your opponent knocked: lay your cards off on the melds, then choose Done.</source>
        <translation>היריב נקש: יש להדביק את הקלפים לצירופים ואז לבחור ״סיום״.</translation>
    </message>
    <message>
        <source>Draw a card first: you knock as you discard.</source>
        <translation>קודם יש למשוך קלף: נוקשים תוך כדי השלכה.</translation>
    </message>
    <message>
        <source>You can&apos;t knock now.</source>
        <translation>אי אפשר לנקוש עכשיו.</translation>
    </message>
    <message>
        <source>Only gin ends this round, and your deadwood is at least %1.</source>
        <translation>רק ג׳ין מסיים את הסיבוב הזה, והקלפים המתים שלך הם לפחות %1.</translation>
    </message>
    <message>
        <source>You can&apos;t knock: your deadwood is at least %1, more than %2.</source>
        <translation>אי אפשר לנקוש: הקלפים המתים שלך הם לפחות %1, יותר מ־%2.</translation>
    </message>
    <message>
        <source>Select one card of your hand first, then lay it off on a meld.</source>
        <translation>קודם יש לבחור קלף אחד מהיד, ואז להדביק אותו לצירוף.</translation>
    </message>
    <message>
        <source>Group your hand by melds, deadwood last.</source>
        <translation>לסדר את היד לפי צירופים, הקלפים המתים בסוף.</translation>
    </message>
    <message>
        <source>Sort your hand by suit.</source>
        <translation>למיין את היד לפי צורה.</translation>
    </message>
    <message>
        <source>Sort your hand by rank.</source>
        <translation>למיין את היד לפי ערך.</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>ג׳ין, עם השלכת %1?</translation>
    </message>
    <message>
        <source>Go big gin with all 11 cards?</source>
        <translation>ג׳ין גדול עם כל 11 הקלפים?</translation>
    </message>
    <message>
        <source>You took %1 from the pile this turn: discard another card.</source>
        <translation>לקחת את %1 מהערימה בתור הזה: יש להשליך קלף אחר.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the discard pile.</source>
        <translation>קודם שולפים קלף: מהקופה או מערימת ההשלכה.</translation>
    </message>
    <message>
        <source>The upcard is on offer first: take it or pass.</source>
        <translation>קודם מוצע הקלף הגלוי: לקחת אותו או להגיד פס.</translation>
    </message>
    <message>
        <source>Lay cards off onto the knocker&apos;s melds, not onto his deadwood.</source>
        <translation>מדביקים קלפים לצירופים של מי שנקש, לא לקלפים המתים שלו.</translation>
    </message>
    <message>
        <source>%1 does not fit on that meld.</source>
        <translation>%1 לא מתאים לצירוף הזה.</translation>
    </message>
    <message>
        <source>That spread is not allowed; take the lay-offs back and try again.</source>
        <translation>הפריסה הזו אסורה; יש להחזיר את הקלפים שהודבקו ולנסות שוב.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Over your Gin hand while it is your move: &quot;Your turn&quot; (%1), then the deadwood line (%2).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Knock, discarding %1? You spread with %n deadwood.</source>
        <translation>
            <numerusform>נקישה, עם השלכת %1? היד תיפרס עם נקודה אחת בקלפים מתים.</numerusform>
            <numerusform>נקישה, עם השלכת %1? היד תיפרס עם %n נקודות בקלפים מתים.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>רמז</translation>
    </message>
    <message>
        <source>The hint&apos;s plan</source>
        <translation>התוכנית של הרמז</translation>
    </message>
</context>
<context>
    <name>HintPlan</name>
    <message>
        <source>Your table is the best play (points: %1): End turn.</source>
        <translation>השולחן שלך הוא המהלך הטוב ביותר (נקודות: %1): ללחוץ על סיום התור.</translation>
    </message>
    <message numerus="yes">
        <source>Play %1 (points: %2) in %n steps:</source>
        <translation>
            <numerusform>לשחק %1 (נקודות: %2) בצעד אחד:</numerusform>
            <numerusform>לשחק %1 (נקודות: %2) ב־%n צעדים:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (the best found in the time)</source>
        <extracomment>A hint that is the best play the search found before its time ran out: %1 is the hint.</extracomment>
        <translation>%1 (הטוב ביותר שנמצא בזמן הקצוב)</translation>
    </message>
    <message numerus="yes">
        <source>%n more steps in the Hint panel.</source>
        <extracomment>Under the first step of a hint&apos;s plan on the table; the other steps are listed in the Hint panel.</extracomment>
        <translation>
            <numerusform>צעד נוסף אחד בחלונית הרמז.</numerusform>
            <numerusform>עוד %n צעדים בחלונית הרמז.</numerusform>
        </translation>
    </message>
    <message>
        <source>No play is possible from the table and hand your turn began with: Reset turn puts the table back.</source>
        <translation>אין מהלך אפשרי מהשולחן ומהיד שאיתם התחיל התור: איפוס התור מחזיר את השולחן למצבו.</translation>
    </message>
    <message>
        <source>No play: draw a card.</source>
        <translation>אין מהלך: לשלוף קלף.</translation>
    </message>
    <message>
        <source>No play: end your turn.</source>
        <translation>אין מהלך: לסיים את התור.</translation>
    </message>
    <message>
        <source>%1 from your hand</source>
        <translation>%1 מהיד שלך</translation>
    </message>
    <message>
        <source>%1 from the freed jokers</source>
        <translation>%1 מהג׳וקרים ששוחררו</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 מ־%2</translation>
    </message>
    <message>
        <source>take %1 back into your hand</source>
        <translation>להחזיר את %1 ליד שלך</translation>
    </message>
    <message>
        <source>put %1 on the joker in %2: the joker is free</source>
        <translation>לשים את %1 על הג׳וקר ב־%2: הג׳וקר שוחרר</translation>
    </message>
    <message>
        <source>new meld %1 of %2</source>
        <translation>צירוף חדש %1 עם %2</translation>
    </message>
    <message>
        <source>double-click the joker in %1 and choose %2</source>
        <translation>ללחוץ לחיצה כפולה על הג׳וקר ב־%1 ולבחור %2</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>להעביר את %1 אל %2</translation>
    </message>
</context>
<context>
    <name>HintService</name>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>רמזים ניתנים רק בתור שלך.</translation>
    </message>
    <message>
        <source>Draw from the stock.</source>
        <translation>לשלוף מהקופה.</translation>
    </message>
    <message>
        <source>Take the %1 from the pile.</source>
        <translation>לקחת את %1 מהערימה.</translation>
    </message>
    <message>
        <source>Pass on the %1.</source>
        <translation>לוותר על %1.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1.</source>
        <translation>לנקוש ולהשליך את %1.</translation>
    </message>
    <message>
        <source>Discard the %1.</source>
        <translation>להשליך את %1.</translation>
    </message>
    <message>
        <source>Go big gin.</source>
        <translation>ג׳ין גדול.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1: about 1 in %2 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks like it one is undercut in (&quot;about 1 in 3&quot;), %3 the opponent&apos;s name.</extracomment>
        <translation>לנקוש ולהשליך את %1: סיכוי של בערך 1 מתוך %2 לאנדרקאט של %3.</translation>
    </message>
    <message>
        <source>Knock, discarding the %1: about %2 in 10 that %3 undercuts you.</source>
        <extracomment>%1 the card, %2 how many knocks in 10 like it are undercut, %3 the opponent&apos;s name.</extracomment>
        <translation>לנקוש ולהשליך את %1: סיכוי של בערך %2 מתוך 10 לאנדרקאט של %3.</translation>
    </message>
    <message>
        <source>Lay off %1, then spread your melds.</source>
        <translation>להדביק את %1, ואז לפרוס את הצירופים.</translation>
    </message>
    <message>
        <source>Nothing to lay off: spread your melds.</source>
        <translation>אין מה להדביק: לפרוס את הצירופים.</translation>
    </message>
    <message>
        <source>Deal the next round.</source>
        <translation>לחלק את הסיבוב הבא.</translation>
    </message>
    <message>
        <source>No hint this time: the computer ran out of time.</source>
        <translation>אין רמז הפעם: למחשב נגמר הזמן.</translation>
    </message>
    <message>
        <source>No hint this time: the computer could not find a move.</source>
        <translation>אין רמז הפעם: המחשב לא מצא מהלך.</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>לשלוף קלף.</translation>
    </message>
    <message>
        <source>Knock: end the round now.</source>
        <translation>נקישה: לסיים את הסיבוב עכשיו.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>לסיים את התור.</translation>
    </message>
</context>
<context>
    <name>JokerDialog</name>
    <message>
        <source>Joker</source>
        <translation>ג׳וקר</translation>
    </message>
    <message>
        <source>More than one card makes this meld legal with the joker.
Which card does the joker stand for?</source>
        <translation>יותר מקלף אחד הופך את הצירוף הזה לחוקי עם הג׳וקר.
איזה קלף הג׳וקר מחליף?</translation>
    </message>
    <message>
        <source>The joker is %1</source>
        <translation>הג׳וקר הוא %1</translation>
    </message>
</context>
<context>
    <name>JsonFiles</name>
    <message>
        <source>an object</source>
        <translation>אובייקט</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>רשימה</translation>
    </message>
    <message>
        <source>text</source>
        <translation>טקסט</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>מספר שלם</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>מספר לא שלם</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>ערך אמת או שקר</translation>
    </message>
    <message>
        <source>null</source>
        <translation>ערך ריק (null)</translation>
    </message>
    <message>
        <source>it could not be read ({error}).</source>
        <translation>לא ניתן היה לקרוא את הקובץ ({error}).</translation>
    </message>
    <message>
        <source>the file is empty.</source>
        <translation>הקובץ ריק.</translation>
    </message>
    <message>
        <source>it is not a text file (it is not UTF-8).</source>
        <translation>זה לא קובץ טקסט (הקידוד שלו אינו UTF-8).</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than such a file ever is ({limit} MB at most).</source>
        <translation>גודל הקובץ {size} MB, הרבה מעבר לגודל של כל קובץ כזה ({limit} MB לכל היותר).</translation>
    </message>
    <message>
        <source>it ends too early: the file is cut short (truncated).</source>
        <translation>הקובץ נגמר מוקדם מדי: הוא קטוע.</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column}: {error}).</source>
        <translation>הקובץ אינו JSON תקין (שורה {line}, עמודה {column}: {error}).</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>חסר ערך</translation>
    </message>
    <message>
        <source>a field name in double quotes is missing</source>
        <translation>חסר שם שדה בין מירכאות כפולות</translation>
    </message>
    <message>
        <source>a &apos;:&apos; is missing</source>
        <translation>חסר התו המפריד &apos;:&apos;</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing</source>
        <translation>חסר התו המפריד &apos;,&apos;</translation>
    </message>
    <message>
        <source>there is more after the end of the data</source>
        <translation>יש נתונים מיותרים אחרי הסוף</translation>
    </message>
    <message>
        <source>a control character stands inside a text</source>
        <translation>תו בקרה לא חוקי</translation>
    </message>
    <message>
        <source>a backslash starts an escape that does not exist</source>
        <translation>רצף מילוט לא חוקי אחרי \</translation>
    </message>
    <message>
        <source>a \u escape without its four hexadecimal digits</source>
        <translation>רצף מילוט \uXXXX לא חוקי</translation>
    </message>
    <message>
        <source>a comma stands just before the end of an object</source>
        <translation>פסיק מיותר לפני סוף האובייקט</translation>
    </message>
    <message>
        <source>a comma stands just before the end of a list</source>
        <translation>פסיק מיותר לפני סוף הרשימה</translation>
    </message>
    <message>
        <source>the field “{key}” appears twice.</source>
        <translation>השדה ״{key}״ מופיע פעמיים.</translation>
    </message>
    <message>
        <source>it holds a number with {digits} digits, far larger than the app ever writes.</source>
        <translation>הקובץ מכיל מספר בן {digits} ספרות, גדול בהרבה מכל מספר שהתוכנה כותבת.</translation>
    </message>
    <message>
        <source>it holds a number too large to use ({number}).</source>
        <translation>הקובץ מכיל מספר גדול מכדי שאפשר יהיה להשתמש בו ({number}).</translation>
    </message>
    <message>
        <source>it holds “{name}”, which is not a number the app can use.</source>
        <translation>הקובץ מכיל ״{name}״, וזה לא מספר שהתוכנה יכולה להשתמש בו.</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep, which the app never writes.</source>
        <translation>המבנה של הקובץ מקונן ביותר מ־{depth} רמות, והתוכנה אף פעם לא כותבת כך.</translation>
    </message>
    <message>
        <source>it holds text that is not valid Unicode.</source>
        <translation>הקובץ מכיל טקסט שאינו Unicode תקין.</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>Move the card cursor along a row</source>
        <translation>הזזת סמן הקלפים לאורך השורה</translation>
    </message>
    <message>
        <source>Move the card cursor to the row above or below</source>
        <translation>הזזת סמן הקלפים לשורה שמעל או מתחת</translation>
    </message>
    <message>
        <source>Select or deselect the card under the cursor</source>
        <translation>בחירת הקלף שתחת הסמן או ביטול הבחירה</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>ניקוי הבחירה</translation>
    </message>
    <message>
        <source>Move the card cursor to the next or previous area: your hand, the melds, the stock, the pile, the buttons</source>
        <translation>העברת סמן הקלפים לאזור הבא או הקודם: היד שלך, הצירופים, הקופה, הערימה, הכפתורים</translation>
    </message>
    <message>
        <source>Read the table aloud, meld by meld</source>
        <translation>הקראת השולחן, צירוף אחרי צירוף</translation>
    </message>
    <message>
        <source>Read your hand aloud (Gin: its melds and deadwood)</source>
        <translation>הקראת היד שלך (ג׳ין: הצירופים והקלפים המתים)</translation>
    </message>
    <message>
        <source>Read the scores aloud</source>
        <translation>הקראת הניקוד</translation>
    </message>
    <message>
        <source>Read whose turn it is and what to do</source>
        <translation>הקראה של מי התור ומה לעשות</translation>
    </message>
    <message>
        <source>Read the game log line by line, back from the newest, and forward again</source>
        <translation>הקראת יומן המשחק שורה אחרי שורה, אחורה מהחדשה ביותר, וקדימה שוב</translation>
    </message>
    <message>
        <source>Move the selected cards into the meld under the cursor, after its card, or into your hand</source>
        <translation>העברת הקלפים שנבחרו לצירוף שתחת הסמן, אחרי הקלף שלו, או אל היד</translation>
    </message>
    <message>
        <source>Make a new meld of the selected cards</source>
        <translation>צירוף חדש מהקלפים שנבחרו</translation>
    </message>
    <message>
        <source>Split the meld under the cursor after its card</source>
        <translation>פיצול הצירוף שתחת הסמן אחרי הקלף שלו</translation>
    </message>
    <message>
        <source>Choose the card the joker under the cursor stands for</source>
        <translation>בחירת הקלף שהג׳וקר שתחת הסמן מחליף</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>שליפת קלף</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>סיום התור</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>נקישה</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>שליפה מהקופה</translation>
    </message>
    <message>
        <source>Take the card on the discard pile</source>
        <translation>לקיחת הקלף מערימת ההשלכה</translation>
    </message>
    <message>
        <source>Pass on the first upcard</source>
        <translation>פס על הקלף הגלוי הראשון</translation>
    </message>
    <message>
        <source>Discard the selected card, else the card under the cursor; on the stock, the pile or a button: use it</source>
        <translation>השלכת הקלף הנבחר, אחרת הקלף שמתחת לסמן; על הקופה, הערימה או כפתור: שימוש בהם</translation>
    </message>
    <message>
        <source>While you lay off: on a card of your hand, select it; on the opponent&apos;s meld, lay the selected card off there</source>
        <translation>בזמן הדבקה: על קלף מהיד שלך, בחירתו; על צירוף של היריב, הדבקת הקלף הנבחר שם</translation>
    </message>
    <message>
        <source>Knock (or go gin), discarding the selected card, else the card under the cursor</source>
        <translation>נקישה (או ג׳ין), בהשלכת הקלף הנבחר, אחרת הקלף שמתחת לסמן</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>קלף מוסתר</translation>
    </message>
    <message>
        <source>Nothing selected.</source>
        <translation>לא נבחר דבר.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>נבחרו: %1</translation>
    </message>
    <message>
        <source>%1, selected</source>
        <translation>%1, נבחר</translation>
    </message>
    <message>
        <source>Your hand, card %1 of %2: %3</source>
        <translation>היד שלך, קלף %1 מתוך %2: %3</translation>
    </message>
    <message>
        <source>%1, to move</source>
        <translation>%1, בתור</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in your hand</source>
        <translation>%1, %2 מתוך %3 ביד שלך</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>היד שלך</translation>
    </message>
    <message>
        <source>Table, meld %1 of %2, card %3 of %4: %5</source>
        <translation>השולחן, צירוף %1 מתוך %2, קלף %3 מתוך %4: %5</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>ג׳וקר ששוחרר חייב לחזור לצירוף לפני סיום התור.</translation>
    </message>
    <message>
        <source>Freed joker %1 of %2: %3</source>
        <translation>ג׳וקר משוחרר %1 מתוך %2: %3</translation>
    </message>
    <message>
        <source>Meld %1: %2</source>
        <translation>צירוף %1: %2</translation>
    </message>
    <message>
        <source>%1, freed joker %2 of %3</source>
        <translation>%1, ג׳וקר משוחרר %2 מתוך %3</translation>
    </message>
    <message>
        <source>Freed jokers</source>
        <translation>ג׳וקרים ששוחררו</translation>
    </message>
    <message>
        <source>Freed jokers: %1</source>
        <translation>ג׳וקרים משוחררים: %1</translation>
    </message>
    <message>
        <source>No melds on the table.</source>
        <translation>אין צירופים על השולחן.</translation>
    </message>
    <message>
        <source>not legal: %1</source>
        <translation>לא חוקי: %1</translation>
    </message>
    <message>
        <source>a group, legal</source>
        <translation>קבוצה, חוקית</translation>
    </message>
    <message>
        <source>a sequence, legal</source>
        <translation>רצף, חוקי</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Select cards with Space first, then press N for a new meld.</source>
        <translation>קודם בוחרים קלפים במקש רווח, ואז לוחצים N לצירוף חדש.</translation>
    </message>
    <message>
        <source>New meld %1: %2</source>
        <translation>צירוף חדש %1: %2</translation>
    </message>
    <message>
        <source>Split into %1 and %2</source>
        <extracomment>The S key&apos;s result: the two melds a meld was split into (%1, %2: &quot;Meld A: …&quot;).</extracomment>
        <translation>פוצל ל־%1 ול־%2</translation>
    </message>
    <message>
        <source>Select cards with Space first, then move the cursor where they go and press Return.</source>
        <translation>קודם בוחרים קלפים במקש רווח, ואז מזיזים את הסמן למקום שלהם ולוחצים Enter.</translation>
    </message>
    <message>
        <source>Put the cursor on a meld or in your hand, then press Return.</source>
        <translation>לשים את הסמן על צירוף או ביד, ואז ללחוץ Enter.</translation>
    </message>
    <message>
        <source>Moved to meld %1: %2</source>
        <translation>הועבר לצירוף %1: %2</translation>
    </message>
    <message>
        <source>Back in your hand: %1</source>
        <translation>חזרו ליד שלך: %1</translation>
    </message>
    <message>
        <source>Stock, cards left: %1</source>
        <translation>הקופה, קלפים שנשארו: %1</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>ערימת ההשלכה: %1</translation>
    </message>
    <message>
        <source>Meld %1 of %2 to lay off on: %3</source>
        <translation>צירוף %1 מתוך %2 להדבקה: %3</translation>
    </message>
    <message>
        <source>%1, %2 of %3 in meld %4</source>
        <translation>%1, %2 מתוך %3 בצירוף %4</translation>
    </message>
    <message>
        <source>Button: %1</source>
        <translation>כפתור: %1</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>היד שלך ריקה.</translation>
    </message>
    <message>
        <source>Meld: %1</source>
        <translation>צירוף: %1</translation>
    </message>
    <message>
        <source>Deadwood %1: %2</source>
        <translation>קלפים מתים %1: %2</translation>
    </message>
    <message>
        <source>%1 selected: put the cursor on a meld and press Return to lay it off.</source>
        <translation>%1 נבחר: יש להעביר את הסמן לצירוף וללחוץ Enter כדי להדביק.</translation>
    </message>
    <message>
        <source>You can pass only on the first upcard, while it is on offer to you.</source>
        <translation>אפשר לומר פס רק על הקלף הגלוי הראשון, כשהוא מוצע לך.</translation>
    </message>
    <message>
        <source>%1 selected, %2 selected</source>
        <translation>%1 נבחר, %2 נבחרו</translation>
    </message>
    <message>
        <source>%1 deselected, %2 selected</source>
        <translation>%1 בוטל, %2 נבחרו</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>בוטל: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>בוצע שוב: %1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>אין מה לבטל.</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>עוד לא קרה דבר.</translation>
    </message>
    <message>
        <source>Line %1 of %2: %3</source>
        <translation>שורה %1 מתוך %2: %3</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>עדיין אין ניקוד.</translation>
    </message>
</context>
<context>
    <name>KnockConfirmation</name>
    <message>
        <source>End the round?</source>
        <translation>לסיים את הסיבוב?</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>יומן המשחק</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <source>&amp;Copy game log</source>
        <translation>הע&amp;תקת יומן המשחק</translation>
    </message>
    <message>
        <source>E&amp;xport game log…</source>
        <translation>ייצוא &amp;יומן המשחק…</translation>
    </message>
    <message>
        <source>The game log is on the clipboard.</source>
        <translation>יומן המשחק הועתק ללוח.</translation>
    </message>
    <message>
        <source>Export game log</source>
        <translation>ייצוא יומן המשחק</translation>
    </message>
    <message>
        <source>The game log could not be saved to %1: %2.</source>
        <translation>לא ניתן היה לשמור את יומן המשחק בקובץ ‎%1‎: %2.</translation>
    </message>
    <message>
        <source>Game log saved to %1.</source>
        <translation>יומן המשחק נשמר אל ‎%1‎.</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>קובצי טקסט ‏(*.txt);;כל הקבצים (*)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scores</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>משחק &amp;חדש…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;ביטול פעולה</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ביצוע &amp;חוזר</translation>
    </message>
    <message>
        <source>Reset &amp;turn</source>
        <translation>&amp;איפוס התור</translation>
    </message>
    <message>
        <source>Put the table and your hand back as they were when your turn began</source>
        <translation>להחזיר את השולחן והיד למצבם בתחילת התור</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;שליפה</translation>
    </message>
    <message>
        <source>Draw a card from the stock</source>
        <translation>לשלוף קלף מהקופה</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;סיום התור</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;נקישה</translation>
    </message>
    <message>
        <source>End the round now</source>
        <translation>לסיים את הסיבוב עכשיו</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>הסיבוב ה&amp;בא</translation>
    </message>
    <message>
        <source>Deal the next round</source>
        <translation>לחלק את הסיבוב הבא</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>מיון לפי &amp;צורה</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>למיין את היד לפי צורה</translation>
    </message>
    <message>
        <source>Sort by &amp;rank</source>
        <translation>מיון לפי &amp;ערך</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>למיין את היד לפי ערך</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;חוקים</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>Show the best move</source>
        <translation>להציג את המהלך הטוב ביותר</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;הדגמה</translation>
    </message>
    <message>
        <source>Lay out the table the hint leads to, at once (one step to undo)</source>
        <translation>לפרוס בבת אחת את השולחן שאליו מוביל הרמז (צעד אחד לביטול)</translation>
    </message>
    <message>
        <source>&amp;About Rummy Desktop</source>
        <translation>&amp;אודות Rummy Desktop</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;משחק</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;עריכה</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;תור</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>ת&amp;צוגה</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ע&amp;זרה</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>תור</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>מספר חלוקה: %1</translation>
    </message>
    <message>
        <source>Pass the computer to %1.</source>
        <translation>להעביר את המחשב אל %1.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>התור של %1…</translation>
    </message>
    <message>
        <source>You can&apos;t end the turn yet:</source>
        <translation>עוד אי אפשר לסיים את התור:</translation>
    </message>
    <message>
        <source>Gin only this round · scores double</source>
        <translation>בסיבוב הזה ג׳ין בלבד · הניקוד מוכפל</translation>
    </message>
    <message>
        <source>Gin only this round</source>
        <translation>בסיבוב הזה ג׳ין בלבד</translation>
    </message>
    <message>
        <source>Knock limit this round: %1 · scores double</source>
        <translation>גבול הנקישה בסיבוב הזה: %1 · הניקוד מוכפל</translation>
    </message>
    <message>
        <source>Knock limit this round: %1</source>
        <translation>גבול הנקישה בסיבוב הזה: %1</translation>
    </message>
    <message>
        <source>Hollywood: three games scored at once</source>
        <translation>הוליווד: שלושה משחקים נרשמים בבת אחת</translation>
    </message>
    <message>
        <source>Knock with at most %1</source>
        <translation>נקישה עם %1 לכל היותר</translation>
    </message>
    <message>
        <source>%1, a program: %2.</source>
        <translation>%1, תוכנית: %2.</translation>
    </message>
    <message>
        <source>%1 tried a move the rules refuse (%2) and plays safe instead.</source>
        <translation>%1: ניסיון למהלך שהחוקים אוסרים (%2), ובמקומו מהלך בטוח.</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>לסיים את התור?</translation>
    </message>
    <message>
        <source>About Rummy Desktop</source>
        <translation>אודות Rummy Desktop</translation>
    </message>
    <message>
        <source>Manipulation Rummy and Gin Rummy against the computer or with friends.</source>
        <translation>רמי מניפולציה וג׳ין רמי נגד המחשב או עם חברים.</translation>
    </message>
    <message>
        <source>Rummy Desktop is free software under the MIT licence. It contains Qt and PySide6 (GNU LGPL version 3), Python (PSF licence) and ICU (Unicode licence), whose licence texts are installed with it in its licenses folder.</source>
        <translation>Rummy Desktop היא תוכנה חופשית ברישיון MIT. היא כוללת את Qt ואת PySide6 (GNU LGPL גרסה 3), את Python (רישיון PSF) ואת ICU (רישיון Unicode), וטקסטי הרישיונות שלהם מותקנים יחד איתה בתיקייה licenses.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>או&amp;דות Qt</translation>
    </message>
    <message>
        <source>%1 — seed %2</source>
        <translation>%1 — חלוקה %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>Hot seat: the turn line named for the person whose turn it is (%1), before what to do (%2).</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %n points in hand and end the round?</source>
        <translation>
            <numerusform>לנקוש עם נקודה אחת ביד ולסיים את הסיבוב?</numerusform>
            <numerusform>לנקוש עם %n נקודות ביד ולסיים את הסיבוב?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManipulationPage</name>
    <message>
        <source>Table at the start of the turn</source>
        <translation>השולחן בתחילת התור</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>יד</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>המהלך שלך</translation>
    </message>
    <message>
        <source>Best play</source>
        <translation>המהלך הטוב ביותר</translation>
    </message>
    <message>
        <source>Round %1, your turn %2 (%3 of %4)</source>
        <translation>סיבוב %1, התור שלך מספר %2 (%3 מתוך %4)</translation>
    </message>
    <message numerus="yes">
        <source>%n points played from hand</source>
        <translation>
            <numerusform>נקודה אחת ששוחקה מהיד</numerusform>
            <numerusform>%n נקודות ששוחקו מהיד</numerusform>
        </translation>
    </message>
    <message>
        <source>No play</source>
        <translation>בלי מהלך</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>עוד לא נותח</translation>
    </message>
    <message>
        <source>%1 (the best found in the time given)</source>
        <translation>%1 (הטוב ביותר שנמצא בזמן שניתן)</translation>
    </message>
    <message>
        <source>Round %1, turn %2</source>
        <extracomment>A line of the review&apos;s list of turns: %1 the round, %2 the person&apos;s turn in it.</extracomment>
        <translation>סיבוב %1, תור %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n missed</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;).</extracomment>
        <translation>
            <numerusform>%1: הוחמצה נקודה אחת</numerusform>
            <numerusform>%1: הוחמצו %n נקודות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a draw decision unlike the expert level&apos;s</source>
        <extracomment>%1 is the turn (&quot;Round 1, turn 2&quot;): its play was the best, but it drew again (or stopped drawing) where the expert level would not have.</extracomment>
        <translation>%1: החלטת שליפה שונה מזו של רמת המומחה</translation>
    </message>
    <message>
        <source>%1: best play</source>
        <translation>%1: המהלך הטוב ביותר</translation>
    </message>
    <message numerus="yes">
        <source>%n points missed: the best play was worth more.</source>
        <translation>
            <numerusform>הוחמצה נקודה אחת: המהלך הטוב ביותר היה שווה יותר.</numerusform>
            <numerusform>הוחמצו %n נקודות: המהלך הטוב ביותר היה שווה יותר.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best play: nothing missed.</source>
        <translation>המהלך הטוב ביותר: לא הוחמץ דבר.</translation>
    </message>
    <message numerus="yes">
        <source>It plays %n more cards from your hand.</source>
        <translation>
            <numerusform>הוא משחק קלף אחד נוסף מהיד שלך.</numerusform>
            <numerusform>הוא משחק %n קלפים נוספים מהיד שלך.</numerusform>
        </translation>
    </message>
    <message>
        <source>It plays cards worth more from your hand.</source>
        <translation>הוא משחק מהיד שלך קלפים ששווים יותר.</translation>
    </message>
    <message>
        <source>It takes apart %1, which your play left whole.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>הוא מפרק את %1, דבר שהמהלך שלך לא עשה.</translation>
    </message>
    <message>
        <source>It frees the joker in %1 and uses it again.</source>
        <extracomment>%1 lists labels of melds (A, B, …) as the review shows them above the melds.</extracomment>
        <translation>הוא משחרר את הג׳וקר שב־%1 ומשתמש בו שוב.</translation>
    </message>
    <message>
        <source>After draw %1 you drew again where the expert level plays (the best play was worth %2 then).</source>
        <extracomment>%1 is 1 or 2 (the draws made this turn), %2 the points the best play was worth then.</extracomment>
        <translation>אחרי השליפה ה־%1 שלפת שוב, במקום שבו רמת המומחה משחקת (המהלך הטוב ביותר היה שווה אז %2).</translation>
    </message>
    <message>
        <source>After draw %1 you played where the expert level draws again: the best play was worth only %2, and the stock still held %3.</source>
        <translation>אחרי השליפה ה־%1 שיחקת, במקום שבו רמת המומחה שולפת שוב: המהלך הטוב ביותר היה שווה רק %2, ובקופה נשארו עוד %3.</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>סיבוב %1: %2</translation>
    </message>
    <message>
        <source>Points missed in the game: %1 (%2)</source>
        <translation>נקודות שהוחמצו במשחק: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw decisions unlike the expert level&apos;s: %1 of %2.</source>
        <extracomment>%1 of %2 draw decisions (stopping after the first or second draw, or drawing again) differ from the expert level&apos;s.</extracomment>
        <translation>החלטות שליפה שונות מאלה של רמת המומחה: %1 מתוך %2.</translation>
    </message>
</context>
<context>
    <name>ManipulationRules</name>
    <message>
        <source>every turn starts with a draw from the stock</source>
        <translation>כל תור מתחיל בשליפה מהקופה</translation>
    </message>
    <message>
        <source>meld or draw again</source>
        <translation>להוריד קלפים או לשלוף שוב</translation>
    </message>
    <message>
        <source>your turn is over; knock or end it</source>
        <translation>התור שלך נגמר; לנקוש או לסיים אותו</translation>
    </message>
    <message>
        <source>meld or end your turn</source>
        <translation>להוריד קלפים או לסיים את התור</translation>
    </message>
    <message>
        <source>the round is over; deal the next round</source>
        <translation>הסיבוב נגמר; יש לחלק את הסיבוב הבא</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>המשחק נגמר</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>לשלוף</translation>
    </message>
    <message>
        <source>meld</source>
        <translation>להוריד קלפים</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>לסיים את התור</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>לנקוש</translation>
    </message>
    <message>
        <source>deal the next round</source>
        <translation>לחלק את הסיבוב הבא</translation>
    </message>
    <message>
        <source>do that</source>
        <translation>לעשות את זה</translation>
    </message>
    <message>
        <source>The stock is empty: no more drawing this round. Meld or end your turn.</source>
        <translation>הקופה ריקה: אין יותר שליפות בסיבוב הזה. להוריד קלפים או לסיים את התור.</translation>
    </message>
    <message>
        <source>A turn ends with a meld or after the third draw: meld, or draw again.</source>
        <translation>תור נגמר בהורדה או אחרי השליפה השלישית: להוריד קלפים, או לשלוף שוב.</translation>
    </message>
    <message>
        <source>Nobody knocks in the last turns after the stock ran out: meld or end your turn.</source>
        <translation>בתורות האחרונים אחרי שהקופה נגמרה אין נקישות: להוריד קלפים או לסיים את התור.</translation>
    </message>
    <message>
        <source>You may knock only when your turn is over, with {limit} points or less in hand.</source>
        <translation>אפשר לנקוש רק כשהתור נגמר, עם {limit} נקודות או פחות ביד.</translation>
    </message>
    <message>
        <source>You can&apos;t {verb} now: {what_now}.</source>
        <translation>אי אפשר {verb} עכשיו: {what_now}.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>זה לא התור שלך.</translation>
    </message>
    <message>
        <source>Play at least one card from your hand.</source>
        <translation>יש לשחק לפחות קלף אחד מהיד.</translation>
    </message>
    <message>
        <source>The joker standing for {card} was on the table at the start of your turn and must stay there.</source>
        <translation>הג׳וקר שמחליף את {card} היה על השולחן בתחילת התור וחייב להישאר שם.</translation>
    </message>
    <message>
        <source>{card} was on the table at the start of your turn and must stay there.</source>
        <translation>{card} היה על השולחן בתחילת התור וחייב להישאר שם.</translation>
    </message>
    <message>
        <source>{card} is neither in your hand nor on the table.</source>
        <translation>{card} לא נמצא ביד וגם לא על השולחן.</translation>
    </message>
    <message>
        <source>The same {card} is on the table twice.</source>
        <translation>אותו {card} מופיע פעמיים על השולחן.</translation>
    </message>
    <message>
        <source>Meld {meld}: {problem}</source>
        <translation>צירוף {meld}: {problem}</translation>
    </message>
    <message>
        <source>The joker standing for {card} can only change when the real {card} takes its place.</source>
        <translation>הג׳וקר שמחליף את {card} יכול להשתנות רק כשה־{card} האמיתי תופס את מקומו.</translation>
    </message>
    <message>
        <source>The first meld of the round must be a legal meld of 3 or more cards from your hand.</source>
        <translation>הצירוף הראשון בסיבוב חייב להיות צירוף חוקי של 3 קלפים או יותר מהיד.</translation>
    </message>
    <message>
        <source>The joker here has stood for {card} since an earlier turn and keeps that card, so it can&apos;t be another card in this meld. To free it, put the real {card} in its place.</source>
        <translation>הג׳וקר כאן מחליף את {card} מתור קודם ושומר על הקלף הזה, ולכן הוא לא יכול להיות קלף אחר בצירוף הזה. כדי לשחרר אותו, יש לשים את ה־{card} האמיתי במקומו.</translation>
    </message>
</context>
<context>
    <name>ManipulationScene</name>
    <message>
        <source>Move meld %1</source>
        <translation>הזזת צירוף %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>היד שלך</translation>
    </message>
    <message>
        <source>A freed joker must go back into a meld before you end the turn.</source>
        <translation>ג׳וקר ששוחרר חייב לחזור לצירוף לפני סיום התור.</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>שוחררו</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>(no cards)</source>
        <translation>(אין קלפים)</translation>
    </message>
    <message>
        <source>Choose Game ▸ New to play again.</source>
        <translation>כדי לשחק שוב, לבחור משחק ◂ משחק חדש.</translation>
    </message>
    <message>
        <source>Click Next round to deal.</source>
        <translation>ללחוץ על ״הסיבוב הבא״ כדי לחלק.</translation>
    </message>
    <message>
        <source>Totals: %1</source>
        <translation>סיכום: %1</translation>
    </message>
    <message>
        <source>Cards can&apos;t go back onto the stock.</source>
        <translation>אי אפשר להחזיר קלפים לקופה.</translation>
    </message>
    <message>
        <source>Those are %1&apos;s cards: drop yours on the table or in your hand.</source>
        <translation>אלה הקלפים של %1: את הקלפים שלך יש לשחרר על השולחן או ביד.</translation>
    </message>
    <message>
        <source>Only freed jokers wait there; put cards in a meld or on empty table.</source>
        <translation>שם ממתינים רק ג׳וקרים ששוחררו; את הקלפים יש לשים בצירוף או במקום פנוי בשולחן.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>It is {name}&apos;s turn.</source>
        <extracomment>Said when a person tries to move while a computer player is choosing; {name} is its name.</extracomment>
        <translation>זה התור של {name}.</translation>
    </message>
    <message>
        <source>the computer player failed to choose a move: {error}</source>
        <extracomment>In the game log, in brackets after &quot;Computer 2 tried a move the rules refuse&quot;; {error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>שחקן המחשב לא הצליח לבחור מהלך: {error}</translation>
    </message>
</context>
<context>
    <name>MeldGrip</name>
    <message>
        <source>Drag to move this whole meld; drop it on another meld to merge them.</source>
        <translation>לגרור כדי להזיז את כל הצירוף; לשחרר אותו על צירוף אחר כדי למזג ביניהם.</translation>
    </message>
</context>
<context>
    <name>Melds</name>
    <message>
        <source>A group can&apos;t hold two {card}: its cards must all be different suits.</source>
        <translation>בקבוצה לא יכולים להיות שני {card}: כל הקלפים בה חייבים להיות מצורות שונות.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t hold two {card}.</source>
        <translation>ברצף לא יכולים להיות שני {card}.</translation>
    </message>
    <message>
        <source>A sequence can&apos;t turn the corner (K-A-2): the ace is low (A-2-3) or high (Q-K-A), not both.</source>
        <translation>רצף לא יכול לעבור מהסוף להתחלה (K‑A‑2): האס נמוך (A‑2‑3) או גבוה (Q‑K‑A), לא שניהם.</translation>
    </message>
    <message>
        <source>The ace is low only in this game: Q-K-A is not a run.</source>
        <translation>במשחק הזה האס נמוך בלבד: Q‑K‑A אינו רצף.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} and more missing.</source>
        <translation>רצף צריך קלפים עוקבים: חסרים {cards} ועוד.</translation>
    </message>
    <message>
        <source>A sequence needs consecutive cards: {cards} missing.</source>
        <translation>רצף צריך קלפים עוקבים: חסרים {cards}.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards; this one has {count}.</source>
        <translation>צירוף צריך לפחות 3 קלפים; בזה יש {count}.</translation>
    </message>
    <message>
        <source>This game is played without jokers.</source>
        <translation>המשחק הזה משוחק בלי ג׳וקרים.</translation>
    </message>
    <message>
        <source>A joker here has not been told which card it stands for.</source>
        <translation>לג׳וקר כאן עוד לא נקבע איזה קלף הוא מחליף.</translation>
    </message>
    <message>
        <source>Cards in a meld must be one rank (a group of different suits) or one suit in sequence (a run).</source>
        <translation>הקלפים בצירוף חייבים להיות מאותו ערך (קבוצה מצורות שונות) או מאותה צורה בסדר עוקב (רצף).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>מספר השחקנים</translation>
    </message>
    <message>
        <source>A program plays with your rights, as any program you start yourself: choose only programs you trust. It plays over the bot protocol (docs/bot-protocol.md); if it fails, the hard computer level plays its move.</source>
        <translation>תוכנית משחקת עם ההרשאות שלך, כמו כל תוכנית שמופעלת מהחשבון שלך: יש לבחור רק תוכניות מהימנות. היא משחקת דרך פרוטוקול הבוטים (docs/bot-protocol.md); אם היא נכשלת, רמת המחשב הקשה משחקת את המהלך שלה.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>אקראי</translation>
    </message>
    <message>
        <source>Leave empty for a new deal. The seed of every game is shown in the main window: type it here to play the same deal again.</source>
        <translation>להשאיר ריק לחלוקה חדשה. מספר החלוקה של כל משחק מוצג בחלון הראשי: אפשר להקליד אותו כאן כדי לשחק שוב באותה חלוקה.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>התחלת המשחק</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>בחירה…</translation>
    </message>
    <message>
        <source>Command line, e.g. python3 my_bot.py</source>
        <translation>שורת פקודה, למשל python3 my_bot.py</translation>
    </message>
    <message>
        <source>Command line of the program playing player %1</source>
        <translation>שורת הפקודה של התוכנית שמשחקת את שחקן %1</translation>
    </message>
    <message>
        <source>Choose the program playing player %1</source>
        <translation>בחירת התוכנית שמשחקת את שחקן %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>שם שחקן %1</translation>
    </message>
    <message>
        <source>Player %1 is</source>
        <translation>שחקן %1:</translation>
    </message>
    <message>
        <source>Big gin: 11 melded cards go out without a discard (31 points)</source>
        <translation>ג׳ין גדול: יציאה עם 11 קלפים בצירופים בלי השלכה (31 נקודות)</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be discarded in the same turn</source>
        <translation>אסור להשליך באותו תור את הקלף שנלקח זה עתה מערימת ההשלכה</translation>
    </message>
    <message>
        <source>Hoyle bonuses: game 100, box 25 per round won, shutout doubles</source>
        <translation>בונוסי הויל: 100 על המשחק, 25 על כל ניצחון בסיבוב, ניצחון נקי מכפיל</translation>
    </message>
    <message>
        <source>A spade upcard doubles every score of the round</source>
        <translation>אם הקלף הגלוי הוא עלה, כל הניקוד של הסיבוב מוכפל</translation>
    </message>
    <message>
        <source>Undercut bonus:</source>
        <translation>בונוס אנדרקאט:</translation>
    </message>
    <message>
        <source>Gin bonus:</source>
        <translation>בונוס ג׳ין:</translation>
    </message>
    <message>
        <source>Play to:</source>
        <translation>משחקים עד:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>מספר השחקנים:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>שם</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>מי משחק</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>חוקים</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>משחק:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>מספר חלוקה:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>אדם</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>מחשב: %1</translation>
    </message>
    <message>
        <source>Program…</source>
        <translation>תוכנית…</translation>
    </message>
    <message>
        <source>Choose the program</source>
        <translation>בחירת התוכנית</translation>
    </message>
    <message>
        <source>This game is not played with this many players.</source>
        <translation>המשחק הזה לא משוחק במספר שחקנים כזה.</translation>
    </message>
    <message>
        <source>At least one player must be a person.</source>
        <translation>לפחות שחקן אחד צריך להיות אדם.</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>חסר שם לשחקן %1.</translation>
    </message>
    <message>
        <source>The name of player %1 is too long.</source>
        <translation>השם של שחקן %1 ארוך מדי.</translation>
    </message>
    <message>
        <source>Player %1 has the same name as another player.</source>
        <translation>לשחקן %1 יש אותו שם כמו לשחקן אחר.</translation>
    </message>
    <message>
        <source>This computer level does not play this game.</source>
        <translation>רמת המחשב הזו לא משחקת את המשחק הזה.</translation>
    </message>
    <message>
        <source>Player %1 is a program: type its command line, or choose its file.</source>
        <translation>שחקן %1 הוא תוכנית: יש להקליד את שורת הפקודה שלה או לבחור את הקובץ שלה.</translation>
    </message>
    <message>
        <source>The command line of player %1 cannot be read: a quote is not closed, or it ends in a backslash.</source>
        <translation>לא ניתן לקרוא את שורת הפקודה של שחקן %1: מירכאה לא נסגרה, או שהיא מסתיימת בלוכסן הפוך.</translation>
    </message>
    <message>
        <source>The program of player %1 was not found: give its full path, or a command on the search path.</source>
        <translation>התוכנית של שחקן %1 לא נמצאה: יש לתת את הנתיב המלא שלה, או פקודה שנמצאת בנתיב החיפוש.</translation>
    </message>
    <message>
        <source>The file of player %1&apos;s program is not executable: make it executable, or start it with its interpreter (python3 file.py).</source>
        <translation>הקובץ של התוכנית של שחקן %1 אינו בר־הרצה: יש להפוך אותו לבר־הרצה, או להפעיל אותו דרך המפרש שלו (python3 file.py).</translation>
    </message>
    <message>
        <source>You</source>
        <translation>אני</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>שחקן %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>מחשב</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>מחשב %1</translation>
    </message>
    <message>
        <source>Round bonus for every player: those who reach %1 also score %2 for each round won</source>
        <translation>בונוס סיבובים לכל שחקן: גם מי שמגיע ל־%1 מקבל %2 על כל ניצחון בסיבוב</translation>
    </message>
    <message>
        <source>Simple, knocks as soon as it can</source>
        <translation>פשוטה, נוקשת ברגע שאפשר</translation>
    </message>
    <message>
        <source>How the computer levels play</source>
        <translation>איך רמות המחשב משחקות</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>כל השאר, נא לא להסתכל.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>להעביר אל %1</translation>
    </message>
    <message>
        <source>I am %1 — show my hand</source>
        <translation>אני %1 — להציג את הקלפים שלי</translation>
    </message>
</context>
<context>
    <name>ProgramPlayer</name>
    <message>
        <source>the program did not answer in {seconds} seconds</source>
        <translation>התוכנית לא ענתה תוך {seconds} שניות</translation>
    </message>
    <message>
        <source>the program&apos;s answer is not an action: {detail}</source>
        <translation>תשובת התוכנית אינה מהלך: {detail}</translation>
    </message>
    <message>
        <source>the program&apos;s move breaks the rules: {detail}</source>
        <translation>המהלך של התוכנית מפר את החוקים: {detail}</translation>
    </message>
    <message>
        <source>the program stopped ({detail}); the hard computer level plays this seat for the rest of the game</source>
        <translation>התוכנית נעצרה ({detail}); רמת המחשב הקשה משחקת במקום הזה עד סוף המשחק</translation>
    </message>
    <message>
        <source>the program failed {count} decisions in a row; the hard computer level plays this seat for the rest of the game</source>
        <translation>התוכנית נכשלה ב־{count} החלטות ברצף; רמת המחשב הקשה משחקת במקום הזה עד סוף המשחק</translation>
    </message>
</context>
<context>
    <name>PuzzleNumbers</name>
    <message>
        <source>Table puzzles (Game ▸ Puzzles…)</source>
        <translation>חידות שולחן (משחק ◂ חידות…)</translation>
    </message>
    <message>
        <source>Daily puzzle</source>
        <translation>החידה היומית</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>סדרה קלה</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>סדרה בינונית</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>סדרה קשה</translation>
    </message>
    <message>
        <source>%1: solved %2, average time %3, fastest %4</source>
        <extracomment>%1 is the kind of puzzle, %2 how many were solved, %3 and %4 times as minutes:seconds.</extracomment>
        <translation>%1: נפתרו %2, זמן ממוצע %3, המהיר ביותר %4</translation>
    </message>
    <message>
        <source>No puzzle solved yet. A puzzle counts when Check finds it solved before its solution is shown.</source>
        <translation>עדיין לא נפתרה אף חידה. חידה נספרת כשהבדיקה מוצאת שהיא נפתרה לפני שהפתרון הוצג.</translation>
    </message>
</context>
<context>
    <name>PuzzleService</name>
    <message>
        <source>Pu&amp;zzles…</source>
        <translation>חי&amp;דות…</translation>
    </message>
    <message>
        <source>Rearrange a table to play the most points: a daily puzzle and numbered series</source>
        <translation>סידור מחדש של שולחן כדי לשחק הכי הרבה נקודות: חידה יומית וסדרות ממוספרות</translation>
    </message>
</context>
<context>
    <name>PuzzleSession</name>
    <message>
        <source>Play cards from your hand onto the table: the target is %1.</source>
        <translation>יש לשחק קלפים מהיד אל השולחן: היעד הוא %1.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>עוד לא: %1</translation>
    </message>
    <message>
        <source>Legal, but worth %1 where the best play is worth %2.</source>
        <extracomment>%1 is what the play is worth, %2 the puzzle&apos;s target (the most any play can score).</extracomment>
        <translation>חוקי, אבל שווה %1 כשהמהלך הטוב ביותר שווה %2.</translation>
    </message>
    <message>
        <source>Right! Worth %1, the most this hand can play.</source>
        <translation>נכון! שווה %1, הכי הרבה שהיד הזאת יכולה לשחק.</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Daily puzzle</source>
        <translation>החידה היומית</translation>
    </message>
    <message>
        <source>Easy series</source>
        <translation>סדרה קלה</translation>
    </message>
    <message>
        <source>Medium series</source>
        <translation>סדרה בינונית</translation>
    </message>
    <message>
        <source>Hard series</source>
        <translation>סדרה קשה</translation>
    </message>
    <message>
        <source>Table puzzles</source>
        <translation>חידות שולחן</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>חידה</translation>
    </message>
    <message>
        <source>Nu&amp;mber:</source>
        <translation>מ&amp;ספר:</translation>
    </message>
    <message>
        <source>&amp;Next puzzle</source>
        <translation>חידה &amp;נוספת</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;בדיקה</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>בי&amp;טול פעולה</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;התחלה מחדש</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;רמז</translation>
    </message>
    <message>
        <source>✓: a puzzle you solved</source>
        <translation>✓: חידה שנפתרה</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>הצגת ה&amp;פתרון</translation>
    </message>
    <message>
        <source>A best play, one meld at a time: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>מהלך טוב ביותר, צירוף אחד בכל פעם: %1. חידה שנפתרה אחרי הצגת הפתרון אינה נספרת בסטטיסטיקה.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Making the puzzle…</source>
        <translation>מכינים את החידה…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>קלה</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>בינונית</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>Daily puzzle of %1</source>
        <translation>החידה היומית של %1</translation>
    </message>
    <message>
        <source>Puzzle %1, %2</source>
        <translation>חידה %1, %2</translation>
    </message>
    <message>
        <source>%1 — points to play from your hand: %2</source>
        <extracomment>%1 is the puzzle&apos;s name, %2 the points to play (the most this hand can play on this table).</extracomment>
        <translation>%1 — נקודות לשחק מהיד: %2</translation>
    </message>
    <message>
        <source>The puzzle could not be made: %1</source>
        <translation>לא ניתן היה להכין את החידה: %1</translation>
    </message>
    <message>
        <source>Every meld of the best play was given: Show solution plays the rest out.</source>
        <translation>כל הצירופים של המהלך הטוב ביותר כבר ניתנו: הצגת הפתרון משלימה את השאר.</translation>
    </message>
    <message>
        <source>Hint: %1 belongs to a best play; it is on the table now.</source>
        <extracomment>%1 names the cards of the meld laid on the table.</extracomment>
        <translation>רמז: %1 שייך למהלך טוב ביותר; הוא מונח עכשיו על השולחן.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;עצירה</translation>
    </message>
    <message>
        <source>The whole best play is on the table.</source>
        <translation>המהלך הטוב ביותר כולו מונח על השולחן.</translation>
    </message>
    <message>
        <source>A best play, its last meld: %1. Solved with the solution shown, a puzzle does not count in your statistics.</source>
        <translation>מהלך טוב ביותר, הצירוף האחרון שלו: %1. חידה שנפתרה אחרי הצגת הפתרון אינה נספרת בסטטיסטיקה.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>בחירת ה&amp;כול</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>ה&amp;עלאה</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>הו&amp;רדה</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>ניתוק</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>ניתוק החלונית מהחלון וחיבורה בחזרה</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>סגירת החלונית</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <source>QT_LAYOUT_DIRECTION</source>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;ביטול פעולה</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ביצוע &amp;חוזר</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;גזירה</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>הע&amp;תקה</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>ה&amp;דבקה</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>מחיקה</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחירת הכול</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>הצגת הפרטים...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>הסתרת הפרטים...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>אישור</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;כן</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;לא</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>החלה</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>איפוס</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>שחזור ברירות המחדל</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>עזרה</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ביטול השינויים</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>הע&amp;תקה</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>העתקת כתובת ה&amp;קישור</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>בחירת הכול</translation>
    </message>
</context>
<context>
    <name>ReviewAnalysis</name>
    <message>
        <source>A move kept with this game cannot be replayed: {reason}</source>
        <extracomment>The review could not replay a saved game; {reason} is the rules&apos; reason the move is refused.</extracomment>
        <translation>אי אפשר לשחזר מהלך שנשמר עם המשחק הזה: {reason}</translation>
    </message>
    <message>
        <source>The analysis failed: {error}</source>
        <extracomment>{error} is the technical error, kept in English for a bug report.</extracomment>
        <translation>הניתוח נכשל: {error}</translation>
    </message>
</context>
<context>
    <name>ReviewService</name>
    <message>
        <source>&amp;Review…</source>
        <translation>ס&amp;קירה…</translation>
    </message>
    <message>
        <source>Step through your turns beside the best play</source>
        <translation>מעבר על התורות שלך לצד המהלך הטוב ביותר</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>סקירה</translation>
    </message>
    <message>
        <source>Whose turns?</source>
        <translation>התורות של מי?</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>סקירה</translation>
    </message>
    <message>
        <source>%v of %m turns analysed</source>
        <translation>נותחו %v מתוך %m תורות</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>עצירה</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>המשחק משוחזר…</translation>
    </message>
    <message>
        <source>Previous turn</source>
        <translation>התור הקודם</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>התור הבא</translation>
    </message>
    <message>
        <source>&amp;Try this position</source>
        <translation>&amp;לשחק מהמצב הזה</translation>
    </message>
    <message>
        <source>Play this turn again as a puzzle: its table and hand, the best play&apos;s points to reach</source>
        <translation>לשחק שוב את התור הזה כחידה: אותו שולחן ואותה יד, והיעד הוא הנקודות של המהלך הטוב ביותר</translation>
    </message>
    <message>
        <source>Card si&amp;ze:</source>
        <translation>&amp;גודל הקלפים:</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>תורות</translation>
    </message>
    <message>
        <source>Analysing your turns…</source>
        <translation>התורות שלך מנותחים…</translation>
    </message>
    <message>
        <source>You have not played a turn yet.</source>
        <translation>עוד לא שיחקת אף תור.</translation>
    </message>
    <message>
        <source>Every turn is analysed.</source>
        <translation>כל התורות נותחו.</translation>
    </message>
    <message>
        <source>The analysis was stopped.</source>
        <translation>הניתוח נעצר.</translation>
    </message>
    <message>
        <source>Your position of round %1, turn %2</source>
        <extracomment>The heading of a turn of a reviewed game played again as a puzzle: %1 the round, %2 the turn.</extracomment>
        <translation>המצב שלך בסיבוב %1, תור %2</translation>
    </message>
</context>
<context>
    <name>RoundEnding</name>
    <message numerus="yes">
        <source>You knocked with %n points in hand.</source>
        <translation>
            <numerusform>נקשת עם נקודה אחת ביד.</numerusform>
            <numerusform>נקשת עם %n נקודות ביד.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 knocked with %n points in hand.</source>
        <translation>
            <numerusform>נקישה של %1 עם נקודה אחת ביד.</numerusform>
            <numerusform>נקישה של %1 עם %n נקודות ביד.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The points go into games %1.</source>
        <translation>
            <numerusform>הנקודות נרשמות במשחק %1.</numerusform>
            <numerusform>הנקודות נרשמות במשחקים %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundResultDialog</name>
    <message>
        <source>Undercut</source>
        <translation>אנדרקאט</translation>
    </message>
    <message>
        <source>Going out</source>
        <translation>יציאה</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>בונוס ג׳ין</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>ג׳ין גדול</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>בונוס משחק</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>בונוס משבצות</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>ניצחון נקי</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>ניצחונות בסיבובים</translation>
    </message>
    <message>
        <source>Reached %1</source>
        <translation>הגעה ל־%1</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Nobody wins this round.</source>
        <translation>אין מנצחים בסיבוב הזה.</translation>
    </message>
    <message>
        <source>Winner of the round: %1</source>
        <translation>ניצחון בסיבוב: %1</translation>
    </message>
    <message>
        <source>Winners of the round: %1</source>
        <translation>ניצחון משותף בסיבוב: %1</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>יציאה של %1.</translation>
    </message>
    <message>
        <source>The stock ran out and nobody knocked.</source>
        <translation>הקופה נגמרה ואף אחד לא נקש.</translation>
    </message>
    <message>
        <source>No cards left: went out.</source>
        <translation>לא נשארו קלפים: יציאה.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>ביד</translation>
    </message>
    <message>
        <source>You went out.</source>
        <translation>יצאת.</translation>
    </message>
    <message>
        <source>The upcard %1 set the knock limit to %2.</source>
        <translation>הקלף הגלוי %1 קבע את גבול הנקישה על %2.</translation>
    </message>
    <message>
        <source>The upcard is a spade: every score of this round is doubled.</source>
        <translation>הקלף הגלוי הוא עלה: כל הניקוד בסיבוב הזה מוכפל.</translation>
    </message>
    <message>
        <source>Deadwood</source>
        <translation>קלפים מתים</translation>
    </message>
    <message>
        <source>Only two cards were left in the stock: the round is drawn and nobody scores.</source>
        <translation>נשארו רק שני קלפים בקופה: הסיבוב נגמר בתיקו ואף אחד לא מקבל נקודות.</translation>
    </message>
    <message>
        <source>You went big gin.</source>
        <translation>עשית ג׳ין גדול.</translation>
    </message>
    <message>
        <source>%1 went big gin.</source>
        <translation>ג׳ין גדול של %1.</translation>
    </message>
    <message>
        <source>You went gin.</source>
        <translation>עשית ג׳ין.</translation>
    </message>
    <message>
        <source>%1 went gin.</source>
        <translation>ג׳ין של %1.</translation>
    </message>
    <message>
        <source>You knocked and %1 undercut.</source>
        <translation>נקשת, ואנדרקאט של %1.</translation>
    </message>
    <message>
        <source>%1 knocked and you undercut.</source>
        <translation>נקישה של %1, ועשית אנדרקאט.</translation>
    </message>
    <message>
        <source>%1 knocked and %2 undercut.</source>
        <translation>נקישה של %1, ואנדרקאט של %2.</translation>
    </message>
    <message>
        <source>You knocked.</source>
        <translation>נקשת.</translation>
    </message>
    <message>
        <source>%1 knocked.</source>
        <translation>נקישה של %1.</translation>
    </message>
    <message>
        <source>laid off by %1</source>
        <translation>הודבקו על ידי %1</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>קלפים מתים: %1</translation>
    </message>
    <message>
        <source>Laid off %1 on the knocker&apos;s melds.</source>
        <extracomment>Under the defender&apos;s cards after a knock: %1 are the cards they laid off (&quot;4♥ 8♥&quot;).</extracomment>
        <translation>הודבקו ‎%1‎ לצירופים של מי שנקש.</translation>
    </message>
    <message>
        <source>Nothing may be laid off on gin.</source>
        <translation>לג׳ין אסור להדביק קלפים.</translation>
    </message>
    <message>
        <source>Oklahoma doubling ×2</source>
        <translation>הכפלת אוקלהומה ‎×2</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <extracomment>A winner&apos;s name over their cards in the round&apos;s result, for screen readers (the star is not said).</extracomment>
        <translation>%1, מנצח</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>סקירה…</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>הסיבוב נגמר</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>הקלפים ביד</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>הסיבוב הזה</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>בונוסים</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>נקודות</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>לתוצאה הסופית</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>לסיבוב הבא</translation>
    </message>
    <message>
        <source>Points this round: %1</source>
        <translation>נקודות בסיבוב הזה: %1</translation>
    </message>
    <message>
        <source>Scores. %1</source>
        <extracomment>The score sheet in a result dialog, for screen readers: %1 is the sheet in words (&quot;Total: Anna 54, You 12&quot;).</extracomment>
        <translation>ניקוד. %1</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Manipulation Rummy</source>
        <translation>חוקי רמי מניפולציה</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy, Oklahoma Gin and Hollywood Gin</source>
        <translation>חוקי ג׳ין רמי, ג׳ין אוקלהומה וג׳ין הוליווד</translation>
    </message>
</context>
<context>
    <name>SaveFiles</name>
    <message>
        <source>The game could not be saved to {path}: {reason}.</source>
        <translation>לא ניתן היה לשמור את המשחק בקובץ ‎{path}‎: {reason}.</translation>
    </message>
    <message>
        <source>“{name}” cannot be opened: {reason}</source>
        <translation>אי אפשר לפתוח את ״{name}״: {reason}</translation>
    </message>
    <message>
        <source>its format version is missing or not a positive whole number.</source>
        <translation>גרסת הפורמט של הקובץ חסרה או שאינה מספר שלם חיובי.</translation>
    </message>
    <message>
        <source>it was made by a newer version of Rummy Desktop (save format {version}; this version reads up to format {newest}). Update Rummy Desktop to open it.</source>
        <translation>הקובץ נוצר בגרסה חדשה יותר של Rummy Desktop (פורמט שמירה {version}; הגרסה הזו קוראת עד פורמט {newest}). כדי לפתוח אותו, יש לעדכן את Rummy Desktop.</translation>
    </message>
    <message>
        <source>save format {version} is too old for this version of Rummy Desktop.</source>
        <translation>פורמט השמירה {version} ישן מדי בשביל הגרסה הזו של Rummy Desktop.</translation>
    </message>
    <message>
        <source>its “app_version” is not a version number.</source>
        <translation>השדה ״app_version״ בקובץ אינו מספר גרסה.</translation>
    </message>
    <message>
        <source>its “saved_at” is not a date and time.</source>
        <translation>השדה ״saved_at״ בקובץ אינו תאריך ושעה.</translation>
    </message>
    <message>
        <source>it holds a game this version does not know: “{game}”.</source>
        <translation>הקובץ מכיל משחק שהגרסה הזו לא מכירה: ״{game}״.</translation>
    </message>
    <message>
        <source>its “seed” is out of range.</source>
        <translation>השדה ״seed״ בקובץ מחוץ לטווח.</translation>
    </message>
    <message>
        <source>the game in it is not valid: {reason}</source>
        <translation>המשחק שבקובץ אינו תקין: {reason}</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>לא ניתן היה לשמור את המשחק: {reason}</translation>
    </message>
    <message>
        <source>the save says {game} but the game in it is {rules}</source>
        <translation>לפי קובץ השמירה המשחק הוא {game}, אבל המשחק שבו הוא {rules}</translation>
    </message>
    <message>
        <source>{reason} The damaged file was kept as {kept}.</source>
        <translation>{reason} הקובץ הפגום נשמר בשם ‎{kept}‎.</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed: {reason}</source>
        <translation>לא ניתן היה להמשיך את המשחק שנקטע: {reason}</translation>
    </message>
    <message>
        <source>The autosave {path} could not be removed: {reason}.</source>
        <translation>לא ניתן היה למחוק את השמירה האוטומטית ‎{path}‎: {reason}.</translation>
    </message>
    <message>
        <source>the save has no “{key}” field.</source>
        <translation>בקובץ השמירה אין שדה ״{key}״.</translation>
    </message>
    <message>
        <source>the save has a field this version does not know: “{key}”.</source>
        <translation>בקובץ השמירה יש שדה שהגרסה הזו לא מכירה: ״{key}״.</translation>
    </message>
    <message>
        <source>its “{key}” should be {kind}, not {actual}.</source>
        <translation>השדה ״{key}״ בקובץ צריך להיות {kind}, לא {actual}.</translation>
    </message>
    <message>
        <source>its “{key}” is empty or too long.</source>
        <translation>השדה ״{key}״ בקובץ ריק או ארוך מדי.</translation>
    </message>
    <message>
        <source>seat {seat} has no “{key}” field.</source>
        <translation>למושב {seat} אין שדה ״{key}״.</translation>
    </message>
    <message>
        <source>seat {seat} has a field this version does not know: “{key}”.</source>
        <translation>למושב {seat} יש שדה שהגרסה הזו לא מכירה: ״{key}״.</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” should be {kind}, not {actual}.</source>
        <translation>השדה ״{key}״ של מושב {seat} צריך להיות {kind}, לא {actual}.</translation>
    </message>
    <message>
        <source>seat {seat}’s “{key}” is empty or too long.</source>
        <translation>השדה ״{key}״ של מושב {seat} ריק או ארוך מדי.</translation>
    </message>
    <message>
        <source>it holds {actual}, not a saved game.</source>
        <translation>הקובץ מכיל {actual}, ולא משחק שמור.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop save (its “format” tag is missing or different).</source>
        <translation>זה לא קובץ שמירה של Rummy Desktop (התג ״format״ שלו חסר או שונה).</translation>
    </message>
    <message>
        <source>seat {seat} should be an object, not {actual}.</source>
        <translation>מושב {seat} צריך להיות אובייקט, לא {actual}.</translation>
    </message>
    <message>
        <source>seat {seat}’s name holds control characters.</source>
        <translation>השם של מושב {seat} מכיל תווי בקרה.</translation>
    </message>
    <message>
        <source>seat {seat} is a person but has a computer level.</source>
        <translation>מושב {seat} הוא אדם, אבל יש לו רמת מחשב.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer without a valid level.</source>
        <translation>מושב {seat} הוא מחשב בלי רמה תקינה.</translation>
    </message>
    <message>
        <source>seat {seat} is a computer of a level this game does not have: “{level}”.</source>
        <translation>מושב {seat} הוא מחשב ברמה שאין במשחק הזה: ״{level}״.</translation>
    </message>
    <message>
        <source>seat {seat}’s “kind” should be “human” or “computer”.</source>
        <translation>השדה ״kind״ של מושב {seat} צריך להיות ״human״ או ״computer״.</translation>
    </message>
    <message>
        <source>it lists {count} rounds, more than any game has.</source>
        <translation>רשומים בקובץ {count} סיבובים, יותר ממה שיכול להיות במשחק כלשהו.</translation>
    </message>
    <message>
        <source>the result of round {round} is not valid: {reason}</source>
        <translation>התוצאה של סיבוב {round} אינה תקינה: {reason}</translation>
    </message>
    <message>
        <source>it keeps moves of a game whose moves are not kept.</source>
        <translation>הקובץ שומר מהלכים של משחק שמהלכיו אינם נשמרים.</translation>
    </message>
    <message>
        <source>it keeps the moves of {count} rounds, more than any game has.</source>
        <translation>הקובץ שומר מהלכים של {count} סיבובים, יותר ממה שיכול להיות במשחק כלשהו.</translation>
    </message>
    <message>
        <source>the moves of round {round} should be a “start” state and a list of “actions”.</source>
        <translation>המהלכים של סיבוב {round} צריכים להיות מצב ״start״ ורשימת ״actions״.</translation>
    </message>
    <message>
        <source>the moves of round {round} are not valid: {reason}</source>
        <translation>המהלכים של סיבוב {round} אינם תקינים: {reason}</translation>
    </message>
    <message>
        <source>line {line} of its log should be text, not {actual}.</source>
        <translation>שורה {line} ביומן המשחק שבקובץ צריכה להיות טקסט, לא {actual}.</translation>
    </message>
    <message>
        <source>line {line} of its log is too long.</source>
        <translation>שורה {line} ביומן המשחק שבקובץ ארוכה מדי.</translation>
    </message>
    <message numerus="yes">
        <source>it lists %n seats but the game has {players} players.</source>
        <translation>
            <numerusform>רשום בקובץ מושב אחד, אבל במשחק יש {players} שחקנים.</numerusform>
            <numerusform>רשומים בקובץ %n מושבים, אבל במשחק יש {players} שחקנים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n seats; a game has {fewest} to {most}.</source>
        <translation>
            <numerusform>יש בקובץ מושב אחד; במשחק יש בין {fewest} ל־{most}.</numerusform>
            <numerusform>יש בקובץ %n מושבים; במשחק יש בין {fewest} ל־{most}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the scores of round {round} should be {seats} whole numbers from 0 to {most}, one per seat.</source>
        <translation>הניקוד של סיבוב {round} צריך להיות {seats} מספרים שלמים בין 0 ל־{most}, אחד לכל מושב.</translation>
    </message>
    <message numerus="yes">
        <source>it keeps the results of %n rounds but the scores of only {played}.</source>
        <translation>
            <numerusform>שמורה בקובץ התוצאה של סיבוב אחד, אבל הניקוד של {played} בלבד.</numerusform>
            <numerusform>שמורות בקובץ התוצאות של %n סיבובים, אבל הניקוד של {played} בלבד.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>“{name}”</source>
        <translation>״{name}״</translation>
    </message>
    <message>
        <source>{what} of player {number}</source>
        <translation>{what} של שחקן {number}</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>המשחק</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>הסיבוב</translation>
    </message>
    <message>
        <source>{where} holds an entry this version does not know: “{name}”</source>
        <translation>בנתוני {where} יש שדה שהגרסה הזו לא מכירה: ״{name}״</translation>
    </message>
    <message>
        <source>every game is decided, so the phase must be “game_over”</source>
        <translation>כל המשחקים כבר הוכרעו, ולכן השלב צריך להיות ״game_over״</translation>
    </message>
    <message>
        <source>the scores do not agree with the round&apos;s result</source>
        <translation>הניקוד לא תואם את התוצאה של הסיבוב</translation>
    </message>
    <message>
        <source>“{name}” is missing from {where}</source>
        <translation>השדה ״{name}״ חסר בנתוני {where}</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {value}</source>
        <translation>{what}: נדרש מספר שלם בין {low} ל־{high}, לא {value}</translation>
    </message>
    <message>
        <source>{what} must be a list, not {value}</source>
        <translation>{what}: נדרשת רשימה, לא {value}</translation>
    </message>
    <message>
        <source>{what} must be a card written as text, such as AS, not {value}</source>
        <translation>{what}: נדרש קלף שכתוב כטקסט, למשל AS, לא {value}</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <translation>{what}: {problem}</translation>
    </message>
    <message>
        <source>{what}: {card} is not a card of the Gin pack</source>
        <translation>{what}: {card} אינו קלף מהחפיסה של ג׳ין רמי</translation>
    </message>
    <message>
        <source>card {number} of {what}</source>
        <translation>קלף {number} מתוך {what}</translation>
    </message>
    <message>
        <source>{what} must hold one entry per player (2), not {count}</source>
        <translation>{what}: נדרש ערך אחד לכל שחקן (2), לא {count}</translation>
    </message>
    <message>
        <source>“rules” must be an object, not {value}</source>
        <translation>השדה ״rules״ צריך להיות אובייקט, לא {value}</translation>
    </message>
    <message>
        <source>the “rules” entry</source>
        <translation>השדה ״rules״</translation>
    </message>
    <message>
        <source>the rules&apos; setting “{name}” cannot be {value}</source>
        <translation>ההגדרה ״{name}״ בחוקים לא יכולה להיות {value}</translation>
    </message>
    <message>
        <source>{what} must hold one number per game ({games}), not {count}</source>
        <translation>{what}: נדרש מספר אחד לכל משחק ({games}), לא {count}</translation>
    </message>
    <message>
        <source>{what} in game {game}</source>
        <translation>{what} במשחק {game}</translation>
    </message>
    <message>
        <source>the knocker&apos;s spread: {problem}</source>
        <translation>הפריסה של מי שנקש: {problem}</translation>
    </message>
    <message>
        <source>the round&apos;s “melds”</source>
        <translation>״melds״ של הסיבוב</translation>
    </message>
    <message>
        <source>meld {number} of {what}</source>
        <translation>צירוף {number} מתוך {what}</translation>
    </message>
    <message>
        <source>the round&apos;s “layoffs”</source>
        <translation>״layoffs״ של הסיבוב</translation>
    </message>
    <message>
        <source>lay-off {number} of {what}</source>
        <translation>הדבקה {number} מתוך {what}</translation>
    </message>
    <message>
        <source>{what} must be a pair: the number of a knocker&apos;s meld and the cards laid off on it</source>
        <translation>{what}: נדרש זוג – המספר של צירוף של מי שנקש, והקלפים שהודבקו אליו</translation>
    </message>
    <message>
        <source>the meld number of {what}</source>
        <translation>מספר הצירוף של {what}</translation>
    </message>
    <message>
        <source>the cards of {what}</source>
        <translation>הקלפים של {what}</translation>
    </message>
    <message>
        <source>a saved Gin game must be a JSON object</source>
        <translation>משחק ג׳ין רמי שמור צריך להיות אובייקט JSON</translation>
    </message>
    <message>
        <source>it is not a Gin game saved in format version {version}</source>
        <translation>זה לא משחק ג׳ין רמי שנשמר בגרסת פורמט {version}</translation>
    </message>
    <message>
        <source>the hands, stock and discard pile must hold each of the 52 cards exactly once</source>
        <translation>כל אחד מ־52 הקלפים צריך להופיע בדיוק פעם אחת בידיים, בקופה ובערימת ההשלכה</translation>
    </message>
    <message>
        <source>“phase” must be one of {phases}, not {value}</source>
        <translation>השדה ״phase״ צריך להיות אחד מהערכים {phases}, לא {value}</translation>
    </message>
    <message>
        <source>“knocker” and “knocker_melds” are only saved while the defender lays off</source>
        <translation>השדות ״knocker״ ו־״knocker_melds״ נשמרים רק בזמן שהיריב של מי שנקש מדביק קלפים</translation>
    </message>
    <message>
        <source>a finished round must say how it ended (“round”)</source>
        <translation>בסיבוב שהסתיים צריך להיות רשום איך הוא נגמר (״round״)</translation>
    </message>
    <message>
        <source>“round” is only saved once a round is over</source>
        <translation>השדה ״round״ נשמר רק אחרי שסיבוב נגמר</translation>
    </message>
    <message>
        <source>{card} in “visible_takes” is not in the hand of player {number}</source>
        <translation>הקלף {card} שברשימה ״visible_takes״ לא נמצא ביד של שחקן {number}</translation>
    </message>
    <message>
        <source>“visible_takes” lists a card of player {number} twice</source>
        <translation>ברשימה ״visible_takes״ מופיע פעמיים אותו קלף של שחקן {number}</translation>
    </message>
    <message>
        <source>the upcard cannot be back in the stock</source>
        <translation>הקלף הגלוי לא יכול להיות שוב בקופה</translation>
    </message>
    <message>
        <source>“upcard_passes” is only counted while the upcard is on offer</source>
        <translation>השדה ״upcard_passes״ נספר רק כל עוד הקלף הגלוי מוצע</translation>
    </message>
    <message>
        <source>“taken_from_discard” must be a card the player to discard holds</source>
        <translation>השדה ״taken_from_discard״ צריך להיות קלף שנמצא ביד של מי שצריך להשליך</translation>
    </message>
    <message>
        <source>player {number} has points in game {game} without a round won there, or the reverse</source>
        <translation>לשחקן {number} יש נקודות במשחק {game} בלי שניצח בו אף סיבוב, או להפך</translation>
    </message>
    <message>
        <source>both players cannot have reached {target} in game {game}</source>
        <translation>לא ייתכן ששני השחקנים הגיעו ל־{target} במשחק {game}</translation>
    </message>
    <message>
        <source>player {number} cannot score in game {game} before scoring in game {earlier}</source>
        <translation>שחקן {number} לא יכול לקבל נקודות במשחק {game} לפני שקיבל נקודות במשחק {earlier}</translation>
    </message>
    <message>
        <source>nobody has taken a card from the discard pile before the upcard is taken</source>
        <translation>לפני שהקלף הגלוי נלקח, אף אחד עוד לא לקח קלף מערימת ההשלכה</translation>
    </message>
    <message>
        <source>while the upcard is on offer, each hand holds 10 cards and the pile only the upcard</source>
        <translation>כל עוד הקלף הגלוי מוצע, בכל יד יש 10 קלפים ובערימת ההשלכה יש רק את הקלף הגלוי</translation>
    </message>
    <message>
        <source>“current” is not the player the upcard is offered to</source>
        <translation>השדה ״current״ אינו השחקן שהקלף הגלוי מוצע לו</translation>
    </message>
    <message>
        <source>the discard pile is empty only when its one card has just been taken</source>
        <translation>ערימת ההשלכה ריקה רק כשהקלף היחיד שבה נלקח זה עתה</translation>
    </message>
    <message>
        <source>at a draw each hand holds 10 cards and the stock more than 2</source>
        <translation>בשלב השליפה יש בכל יד 10 קלפים ובקופה יותר מ־2</translation>
    </message>
    <message>
        <source>the player to discard holds 11 cards, the other 10</source>
        <translation>למי שצריך להשליך יש 11 קלפים, ולשחקן השני 10</translation>
    </message>
    <message>
        <source>the stock never runs below 2 cards</source>
        <translation>בקופה אף פעם לא נשארים פחות מ־2 קלפים</translation>
    </message>
    <message>
        <source>after a knock each hand holds 10 cards</source>
        <translation>אחרי נקישה יש בכל יד 10 קלפים</translation>
    </message>
    <message>
        <source>during the lay-off the defender is the player to move</source>
        <translation>בזמן ההדבקה התור הוא של היריב של מי שנקש</translation>
    </message>
    <message>
        <source>a gin admits no lay-off: the round would be over</source>
        <translation>לג׳ין אי אפשר להדביק קלפים: הסיבוב כבר היה נגמר</translation>
    </message>
    <message>
        <source>a drawn round ends with 2 cards in the stock and 10 in each hand</source>
        <translation>סיבוב תיקו נגמר כשבקופה 2 קלפים ובכל יד 10</translation>
    </message>
    <message>
        <source>a drawn round cannot end the match</source>
        <translation>סיבוב תיקו לא יכול לסיים את הסדרה</translation>
    </message>
    <message>
        <source>the round&apos;s “kind” must be “drawn”, “knock”, “gin” or “big_gin”, not {value}</source>
        <translation>השדה ״kind״ של הסיבוב צריך להיות ״drawn״, ״knock״, ״gin״ או ״big_gin״, לא {value}</translation>
    </message>
    <message>
        <source>a drawn round has no knocker and scores in no game</source>
        <translation>בסיבוב תיקו אין מי שנקש, והוא לא נרשם באף משחק</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker”</source>
        <translation>״knocker״ של הסיבוב</translation>
    </message>
    <message>
        <source>the round&apos;s “games”</source>
        <translation>״games״ של הסיבוב</translation>
    </message>
    <message>
        <source>each entry of {what}</source>
        <translation>כל אחד מהערכים של {what}</translation>
    </message>
    <message>
        <source>the round&apos;s “games” must be different games, in order</source>
        <translation>השדה ״games״ של הסיבוב צריך לכלול משחקים שונים, לפי הסדר</translation>
    </message>
    <message>
        <source>big gin is not played under these rules</source>
        <translation>לפי החוקים האלה לא משחקים ג׳ין גדול</translation>
    </message>
    <message>
        <source>big gin needs 11 cards all melded</source>
        <translation>ג׳ין גדול דורש שכל 11 הקלפים יהיו בצירופים</translation>
    </message>
    <message>
        <source>a round is gin exactly when the knocker has no deadwood</source>
        <translation>סיבוב נגמר בג׳ין אם ורק אם למי שנקש אין קלפים מתים</translation>
    </message>
    <message>
        <source>the round&apos;s “knocker_melds”</source>
        <translation>״knocker_melds״ של הסיבוב</translation>
    </message>
    <message>
        <source>the defender&apos;s spread: {problem}</source>
        <translation>הפריסה של היריב של מי שנקש: {problem}</translation>
    </message>
    <message>
        <source>the result of a round must be an object, not {value}</source>
        <translation>התוצאה של סיבוב צריכה להיות אובייקט, לא {value}</translation>
    </message>
    <message>
        <source>the round&apos;s “hands”</source>
        <translation>״hands״ של הסיבוב</translation>
    </message>
    <message>
        <source>the round&apos;s hands hold a card twice</source>
        <translation>קלף מופיע פעמיים בידיים של הסיבוב</translation>
    </message>
    <message>
        <source>the round&apos;s “doubled” must be true or false, not {value}</source>
        <translation>השדה ״doubled״ של הסיבוב צריך להיות ערך אמת או שקר, לא {value}</translation>
    </message>
    <message>
        <source>only an Oklahoma round with spade doubling is doubled</source>
        <translation>רק סיבוב של ג׳ין אוקלהומה עם הכפלה בעלה יכול להיות מוכפל</translation>
    </message>
    <message>
        <source>a drawn round shows no hands and is not doubled</source>
        <translation>בסיבוב תיקו לא מוצגות ידיים, והוא לא מוכפל</translation>
    </message>
    <message>
        <source>{what} must be a whole number of {low} or more, not {value}</source>
        <translation>{what}: נדרש מספר שלם, {low} או יותר, לא {value}</translation>
    </message>
    <message>
        <source>{what} holds {value}, which is not a card written as text</source>
        <translation>{what}: הערך {value} אינו קלף שכתוב כטקסט</translation>
    </message>
    <message>
        <source>the hand of player {number}</source>
        <translation>היד של שחקן {number}</translation>
    </message>
    <message>
        <source>the result of the round (“round_result”) does not match the hands and the knock</source>
        <translation>התוצאה של הסיבוב (״round_result״) לא תואמת את הידיים ואת הנקישה</translation>
    </message>
    <message>
        <source>in a hand</source>
        <translation>ביד</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>על השולחן</translation>
    </message>
    <message>
        <source>in the stock</source>
        <translation>בקופה</translation>
    </message>
    <message>
        <source>a {players}-player game has {copies} × {card}, so none is marked #{copy}</source>
        <translation>במשחק של {players} שחקנים יש {copies} × {card}, ולכן אף אחד מהם לא מסומן #{copy}</translation>
    </message>
    <message>
        <source>the same {card} (marked #{copy}) is in the game twice</source>
        <translation>אותו {card} (מסומן #{copy}) מופיע במשחק פעמיים</translation>
    </message>
    <message>
        <source>{card} {place}: only a joker on the table declares a card</source>
        <translation>{card} {place}: רק לג׳וקר שעל השולחן נקבע איזה קלף הוא מחליף</translation>
    </message>
    <message>
        <source>meld {number} on the table is not legal: {problem}</source>
        <translation>צירוף {number} על השולחן אינו חוקי: {problem}</translation>
    </message>
    <message>
        <source>player {number} holds {points} points: knocking needs {limit} points or less</source>
        <translation>לשחקן {number} יש {points} נקודות ביד: נקישה דורשת {limit} נקודות או פחות</translation>
    </message>
    <message>
        <source>a player without cards has gone out, so the round must be over</source>
        <translation>שחקן שלא נשארו לו קלפים כבר יצא, ולכן הסיבוב צריך להיות גמור</translation>
    </message>
    <message>
        <source>only a finished round has a knocker and results</source>
        <translation>רק לסיבוב שהסתיים יש מי שנקש ותוצאות</translation>
    </message>
    <message>
        <source>the phase “{phase}” does not fit the scores {scores}</source>
        <translation>השלב ״{phase}״ לא מתאים לניקוד {scores}</translation>
    </message>
    <message>
        <source>a finished round needs its result (“round_result”)</source>
        <translation>לסיבוב שהסתיים צריכה להיות תוצאה (״round_result״)</translation>
    </message>
    <message>
        <source>the result of the game (“game_result”) does not match the scores and rounds won</source>
        <translation>התוצאה של המשחק (״game_result״) לא תואמת את הניקוד ואת הניצחונות בסיבובים</translation>
    </message>
    <message>
        <source>the result of a round is an object whose “stock_exhausted” is true or false</source>
        <translation>התוצאה של סיבוב היא אובייקט שבו ״stock_exhausted״ הוא ערך אמת או שקר</translation>
    </message>
    <message>
        <source>the hands, the knock and “stock_exhausted” describe no way a round can end</source>
        <translation>הידיים, הנקישה ו־״stock_exhausted״ לא מתארים אף דרך שבה סיבוב יכול להיגמר</translation>
    </message>
    <message>
        <source>a saved Manipulation Rummy game must be a JSON object</source>
        <translation>משחק רמי מניפולציה שמור צריך להיות אובייקט JSON</translation>
    </message>
    <message>
        <source>it is not a Manipulation Rummy game saved in format version {version}</source>
        <translation>זה לא משחק רמי מניפולציה שנשמר בגרסת פורמט {version}</translation>
    </message>
    <message>
        <source>{value} is not a phase: “phase” is one of {phases}</source>
        <translation>{value} אינו שלב: הערך של ״phase״ הוא אחד מאלה: {phases}</translation>
    </message>
    <message>
        <source>meld {number} on the table</source>
        <translation>צירוף {number} על השולחן</translation>
    </message>
    <message>
        <source>a move kept with the game</source>
        <translation>מהלך שנשמר עם המשחק</translation>
    </message>
    <message>
        <source>{what} is {value}, which is not a move</source>
        <translation>{what} הוא {value}, שאינו מהלך</translation>
    </message>
    <message>
        <source>“rules” must hold two settings, {target} and {bonus}, and no other, not {value}</source>
        <translation>השדה ״rules״ צריך להכיל שתי הגדרות בלבד, {target} ו־{bonus}, ולא {value}</translation>
    </message>
    <message>
        <source>{what} must be true or false, not {value}</source>
        <translation>{what}: נדרש ערך אמת או שקר (true/false), לא {value}</translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds in game {game} but scored fewer points there ({points}); every round won scores at least 1</source>
        <translation>
            <numerusform>שחקן {number} ניצח בסיבוב אחד במשחק {game} אבל צבר שם פחות נקודות ({points}); כל סיבוב שניצחו בו מזכה לפחות בנקודה אחת</numerusform>
            <numerusform>שחקן {number} ניצח ב־%n סיבובים במשחק {game} אבל צבר שם פחות נקודות ({points}); כל סיבוב שניצחו בו מזכה לפחות בנקודה אחת</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the knocker&apos;s %n points of deadwood are more than the knock limit {limit}</source>
        <translation>
            <numerusform>למי שנקש יש נקודה אחת בקלפים מתים, יותר מגבול הנקישה ({limit})</numerusform>
            <numerusform>למי שנקש יש %n נקודות בקלפים מתים, יותר מגבול הנקישה ({limit})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards of the game are missing, such as {cards}</source>
        <translation>
            <numerusform>חסר במשחק קלף אחד: {cards}</numerusform>
            <numerusform>חסרים במשחק %n קלפים, למשל {cards}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draws this turn (“draws_this_turn”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>שליפה אחת בתור הזה (״draws_this_turn״) לא מתאימה לשלב ״{phase}״</numerusform>
            <numerusform>%n שליפות בתור הזה (״draws_this_turn״) לא מתאימות לשלב ״{phase}״</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n last turns left (“final_turns_left”) do not fit the phase “{phase}”</source>
        <translation>
            <numerusform>תור אחרון אחד שנשאר (״final_turns_left״) לא מתאים לשלב ״{phase}״</numerusform>
            <numerusform>%n תורות אחרונים שנשארו (״final_turns_left״) לא מתאימים לשלב ״{phase}״</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the phase “{phase}” does not fit a stock of %n cards</source>
        <translation>
            <numerusform>השלב ״{phase}״ לא מתאים לקופה של קלף אחד</numerusform>
            <numerusform>השלב ״{phase}״ לא מתאים לקופה של %n קלפים</numerusform>
        </translation>
    </message>
    <message>
        <source>the scores {scores} minus the round&apos;s points make {before} before the round, which a game played to {target} could not have had</source>
        <translation>הניקוד {scores} פחות נקודות הסיבוב נותן {before} לפני הסיבוב, ניקוד שלא ייתכן במשחק עד {target}</translation>
    </message>
    <message numerus="yes">
        <source>{what} must have %n entries, not {count}</source>
        <translation>
            <numerusform>{what}: נדרש ערך אחד, לא {count}</numerusform>
            <numerusform>{what}: נדרשים %n ערכים, לא {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>player {number} has won %n rounds, more than the {played} played</source>
        <translation>
            <numerusform>שחקן {number} ניצח בסיבוב אחד, יותר מ־{played} הסיבובים ששוחקו</numerusform>
            <numerusform>שחקן {number} ניצח ב־%n סיבובים, יותר מ־{played} הסיבובים ששוחקו</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>גרף הניקוד</translation>
    </message>
    <message>
        <source>No round has been scored yet.</source>
        <translation>עוד לא נרשם ניקוד לאף סיבוב.</translation>
    </message>
    <message>
        <source>Totals after round %1: %2</source>
        <translation>סכומים אחרי סיבוב %1: %2</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>סיבוב</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ניקוד</translation>
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
        <translation>סיבוב בתיקו: אין ניקוד</translation>
    </message>
    <message>
        <source>+%1 = %2</source>
        <translation>⁦+%1 = %2⁩</translation>
    </message>
    <message>
        <source>Game %1, %2: %3</source>
        <extracomment>A Hollywood score sheet&apos;s entry for screen readers: &quot;Game 2, Anna: +12 = 75&quot;.</extracomment>
        <translation>משחק %1, %2: %3</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>סה״כ</translation>
    </message>
    <message>
        <source>%1 ★</source>
        <translation>%1 ★</translation>
    </message>
    <message>
        <source>%1, winner</source>
        <translation>%1, ניצחון</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>משחק %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>סיבוב</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>ניצחון של %1</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>בעיצומו</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>טרם התחיל</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <extracomment>One game in the score sheet&apos;s description for screen readers: %1 is &quot;Game 2&quot; (or &quot;Total&quot;), %2 the scores (&quot;You 54, Anna 12&quot;), %3 how the game stands (&quot;in play&quot;, &quot;won by Anna&quot;).</extracomment>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>סיבוב %1</translation>
    </message>
    <message>
        <source>No scores yet.</source>
        <translation>אין עדיין ניקוד.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Manipulation Rummy</source>
        <translation>רמי מניפולציה</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>ג׳ין רמי</translation>
    </message>
    <message>
        <source>Oklahoma Gin</source>
        <translation>ג׳ין אוקלהומה</translation>
    </message>
    <message>
        <source>Hollywood Gin</source>
        <translation>ג׳ין הוליווד</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>קלה</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>בינונית</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>מיומנת</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>קשה</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>מומחה</translation>
    </message>
    <message>
        <source>Plays melds from its hand and adds cards to the ends of sequences and to groups; never takes a meld apart.</source>
        <translation>מורידה צירופים מהיד ומוסיפה קלפים לקצות רצפים ולקבוצות; לא מפרקת צירוף.</translation>
    </message>
    <message>
        <source>Also takes one meld on the table apart when that lets it play more cards, but sometimes overlooks such a play.</source>
        <translation>מפרקת גם צירוף מהשולחן כדי להוריד יותר קלפים, אבל לפעמים מחמיצה זאת.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, but often overlooks a play that needs two.</source>
        <translation>מפרקת צירוף אחד או שניים כדי לשבץ את הקלפים שלה, אבל לעיתים קרובות מחמיצה מהלך שדורש שניים.</translation>
    </message>
    <message>
        <source>Takes one or two melds apart to fit its cards in, and never overlooks such a play.</source>
        <translation>מפרקת צירוף אחד או שניים כדי לשבץ את הקלפים שלה, ואף פעם לא מחמיצה מהלך כזה.</translation>
    </message>
    <message>
        <source>Takes up to three melds apart at once to fit its cards in.</source>
        <translation>מפרקת עד שלושה צירופים בבת אחת כדי לשבץ את הקלפים שלה.</translation>
    </message>
    <message>
        <source>Rebuilds the whole table to play the most points, but often overlooks a play that takes four or more melds apart; knocks when the odds say the knock wins.</source>
        <translation>בונה מחדש את כל השולחן כדי להוריד כמה שיותר נקודות, אבל לעיתים קרובות מחמיצה מהלך שמפרק ארבעה צירופים או יותר; נוקשת כשהסיכויים מראים שנקישה תנצח.</translation>
    </message>
    <message>
        <source>Never overlooks a play, and thinks ahead: it may draw another card rather than meld when the next card could take its whole hand out, and in a two-player game it keeps back a card that could let its opponent go out.</source>
        <translation>אף פעם לא מחמיצה מהלך, וחושבת קדימה: עשויה לשלוף עוד קלף במקום להוריד צירופים כשהקלף הבא עשוי להוציא את כל היד, ובמשחק של שניים מעכבת קלף שיאפשר ליריב לצאת.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds and knocks as soon as it can, but often throws away the wrong card.</source>
        <translation>לוקחת רק קלפים שמשלימים צירופים ונוקשת ברגע שאפשר, אבל לעיתים קרובות משליכה את הקלף הלא נכון.</translation>
    </message>
    <message>
        <source>Takes only cards that make melds, keeps its deadwood as low as possible, and knocks as soon as it can.</source>
        <translation>לוקחת רק קלפים שמשלימים צירופים, מחזיקה כמה שפחות נקודות בקלפים מתים ונוקשת ברגע שאפשר.</translation>
    </message>
    <message>
        <source>Plays like Simple, but when two discards are equal it keeps the hand with the better chances.</source>
        <translation>משחקת כמו הרמה הפשוטה, אבל כששתי השלכות שקולות היא שומרת את היד עם הסיכויים הטובים יותר.</translation>
    </message>
    <message>
        <source>Watches the discard pile and what you pick up, avoids giving you cards you need, and knocks only when it expects the knock to pay.</source>
        <translation>עוקבת אחרי ערימת ההשלכה ואחרי מה שלקחת ממנה, נמנעת מלתת לך קלפים שחסרים לך, ונוקשת רק כשהיא צופה שהנקישה תשתלם.</translation>
    </message>
    <message>
        <source>Plays like Hard and thinks ahead whenever it could knock, weighing the knock against waiting for gin; about as strong as Hard.</source>
        <translation>משחקת כמו הרמה הקשה, וכשאפשר לנקוש היא חושבת קדימה ושוקלת את הנקישה מול המתנה לג׳ין; חזקה בערך כמו הרמה הקשה.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>איטית</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>רגילה</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>מהירה</translation>
    </message>
    <message>
        <source>Instant (no animation)</source>
        <translation>מיידית (ללא הנפשה)</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the card size, a percentage (&quot;120 %&quot;): the space and the sign as your language writes them.</extracomment>
        <translation>%</translation>
    </message>
    <message>
        <source>Four-colour deck (♦ blue, ♣ green)</source>
        <translation>חפיסה בארבעה צבעים (♦ כחול, ♣ ירוק)</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>כחול</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>ירוק</translation>
    </message>
    <message>
        <source>Ask before ending a turn</source>
        <translation>לשאול לפני סיום תור</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>לשאול לפני נקישה</translation>
    </message>
    <message>
        <source>Tell screen readers the computers&apos; moves and whose turn it is</source>
        <translation>להקריא לקוראי מסך את מהלכי המחשב ואת מי שבתור</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>כמו במערכת</translation>
    </message>
    <message>
        <source>Level of opponent %1</source>
        <translation>רמת יריב %1</translation>
    </message>
    <message>
        <source>How the computer levels play</source>
        <translation>איך רמות המחשב משחקות</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>קלפים</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>גודל הקלפים:</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>גב הקלפים:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>מהירות ההנפשה:</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>משחק</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>שפה:</translation>
    </message>
    <message>
        <source>New games</source>
        <translation>משחקים חדשים</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>משחק:</translation>
    </message>
    <message>
        <source>Computer opponents:</source>
        <translation>יריבי מחשב:</translation>
    </message>
    <message>
        <source>Their levels:</source>
        <translation>הרמות שלהם:</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>פשוטה</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>מתחילה</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>מתקדמת</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>The settings could not be saved to {path}: the file cannot be written. The change applies until the app closes.</source>
        <translation>לא ניתן היה לשמור את ההגדרות בקובץ {path}: אי אפשר לכתוב לקובץ. השינוי יחול עד לסגירת היישום.</translation>
    </message>
    <message>
        <source>it is {size} MB, far larger than settings ever are ({limit} kB at most).</source>
        <translation>גודלו {size} MB, הרבה יותר משהגדרות אי פעם תופסות (לכל היותר {limit} kB).</translation>
    </message>
    <message>
        <source>parts of it are not settings.</source>
        <translation>חלקים ממנו אינם הגדרות.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: the app starts with the default settings.</source>
        <translation>לא ניתן היה לקרוא את קובץ ההגדרות שלך {path}: היישום מתחיל עם הגדרות ברירת המחדל.</translation>
    </message>
    <message>
        <source>Your settings file could not be used: {reason} It was kept as {kept}; the settings it spoilt are back to their defaults.</source>
        <translation>לא ניתן היה להשתמש בקובץ ההגדרות שלך: {reason} הוא נשמר בשם {kept}; ההגדרות שנפגמו בו חזרו לברירת המחדל.</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be used: {reason} The app starts with the default settings and cannot keep a change to them until that file is removed.</source>
        <translation>לא ניתן היה להשתמש בקובץ ההגדרות שלך {path}: {reason} היישום מתחיל עם הגדרות ברירת המחדל ואינו יכול לשמור בהן שינויים עד שהקובץ הזה יוסר.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>קיצורי מקלדת</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>מקשים</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>מה הם עושים</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>תפריטים</translation>
    </message>
    <message>
        <source>On the table, in both games</source>
        <translation>על השולחן, בשני המשחקים</translation>
    </message>
    <message>
        <source>Manipulation Rummy</source>
        <translation>רמי מניפולציה</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>ג׳ין רמי</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;קיצורי מקלדת</translation>
    </message>
</context>
<context>
    <name>SplitHandle</name>
    <message>
        <source>Click to split the meld here, or drag to move the cards to the right of it.</source>
        <translation>ללחוץ כדי לפצל כאן את הצירוף, או לגרור כדי להזיז את הקלפים שאחרי הנקודה הזו.</translation>
    </message>
</context>
<context>
    <name>SpreadDialog</name>
    <message>
        <source>deadwood %1</source>
        <translation>קלפים מתים: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A spread for screen readers: %1 its label (&quot;Deadwood 7&quot;), %2 its melds (in words: &quot;four of spades, four of clubs, four of diamonds; four, five, six of hearts&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your spread</source>
        <translation>הפריסה שלך</translation>
    </message>
    <message>
        <source>Knock, discarding %1: which spread do you show? Your opponent may lay off only on the melds you show.</source>
        <translation>נקישה, עם השלכת %1: איזו פריסה להציג? היריב יכול להדביק קלפים רק לצירופים שיוצגו.</translation>
    </message>
    <message>
        <source>Proposed: deadwood %1</source>
        <translation>מוצע: קלפים מתים %1</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>קלפים מתים: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>נקישה</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Games played</source>
        <translation>משחקים ששוחקו</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <source>Games you won; sharing first place counts as a win.</source>
        <translation>משחקים שניצחת בהם; מקום ראשון משותף נספר כניצחון.</translation>
    </message>
    <message>
        <source>Games won (%)</source>
        <translation>ניצחונות (%)</translation>
    </message>
    <message>
        <source>Games won divided by games played.</source>
        <translation>מספר הניצחונות חלקי מספר המשחקים ששוחקו.</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>סיבובים ששוחקו</translation>
    </message>
    <message>
        <source>Rounds (deals) played to the end, in every game counted here.</source>
        <translation>סיבובים (חלוקות) ששוחקו עד הסוף, בכל המשחקים שנספרים כאן.</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>ניצחונות בסיבובים</translation>
    </message>
    <message>
        <source>Rounds you won or shared the win of.</source>
        <translation>סיבובים שניצחת בהם לבד או בניצחון משותף.</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>התוצאה הטובה ביותר</translation>
    </message>
    <message>
        <source>Your highest final score in a game played to the end, bonuses included.</source>
        <translation>התוצאה הסופית הגבוהה ביותר שלך במשחק ששוחק עד הסוף, כולל בונוסים.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>תוצאה ממוצעת</translation>
    </message>
    <message>
        <source>Your final scores added up and divided by the number of games played to the end.</source>
        <translation>סכום התוצאות הסופיות שלך חלקי מספר המשחקים ששוחקו עד הסוף.</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>רצף הניצחונות הנוכחי</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>רצף הניצחונות הארוך ביותר</translation>
    </message>
    <message>
        <source>The most games ever won in a row.</source>
        <translation>המספר הגדול ביותר של ניצחונות ברצף.</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>רמזים שנוצלו</translation>
    </message>
    <message>
        <source>How many times you asked for a hint in these games.</source>
        <translation>כמה פעמים ביקשת רמז במשחקים האלה.</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>יריבים</translation>
    </message>
    <message>
        <source>The level of the computer players. “Mixed” means computers of different levels; “All levels” counts every game of this kind. Only games of one person against the computer are counted.</source>
        <translation>הרמה של שחקני המחשב. ״מעורבות״ פירושו מחשבים ברמות שונות; ״כל הרמות״ סופר כל משחק מהסוג הזה. נספרים רק משחקים של אדם אחד נגד המחשב.</translation>
    </message>
    <message>
        <source>Games played to the end. A game left unfinished is not counted here but as abandoned.</source>
        <translation>משחקים ששוחקו עד הסוף. משחק שלא הסתיים אינו נספר כאן אלא כמשחק שננטש.</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>משחקים שננטשו</translation>
    </message>
    <message>
        <source>Games left unfinished: a new game started in their place, or not resumed when offered. They are not counted as lost, but they end a winning streak. Closing the app does not abandon a game: it is offered again at the next start.</source>
        <translation>משחקים שלא הסתיימו: משחק חדש התחיל במקומם, או שלא הומשכו כשהוצע להמשיך אותם. הם אינם נספרים כהפסד, אבל הם מסיימים רצף ניצחונות. סגירת התוכנה אינה נוטשת משחק: הוא מוצע שוב בהפעלה הבאה.</translation>
    </message>
    <message>
        <source>Games won in a row up to the latest one; a game lost or abandoned sets it to 0.</source>
        <translation>ניצחונות ברצף עד המשחק האחרון; הפסד או נטישה מאפסים את הרצף.</translation>
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
        <translation>סטטיסטיקה</translation>
    </message>
    <message>
        <source>No game has been counted yet. Games of one person against the computer are counted when they end.</source>
        <translation>עוד לא נספר אף משחק. משחקים של אדם אחד נגד המחשב נספרים כשהם מסתיימים.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>משחק:</translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The label before a choice box: %1 is what is chosen (&quot;Opponents&quot;).</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>התוצאות שלך</translation>
    </message>
    <message>
        <source>This game, round by round</source>
        <translation>המשחק הזה, סיבוב אחר סיבוב</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>איפוס הסטטיסטיקה…</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>כל הרמות</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>רמות מעורבות</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>איפוס הסטטיסטיקה</translation>
    </message>
    <message>
        <source>Forget every game counted so far, for every game and level? This cannot be undone.</source>
        <translation>למחוק את כל המשחקים שנספרו עד כה, בכל סוגי המשחק ובכל הרמות? אי אפשר לבטל את הפעולה.</translation>
    </message>
</context>
<context>
    <name>StatisticsFile</name>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from their previous copy (the latest game may be missing).</source>
        <translation>קובץ הסטטיסטיקה שלך נפגם: {reason} הוא נשמר בשם ‎{kept}‎; הסטטיסטיקה ממשיכה מהעותק הקודם שלה (ייתכן שהמשחק האחרון חסר).</translation>
    </message>
    <message>
        <source>Your statistics file was damaged: {reason} It was kept as {kept}; the statistics go on from zero.</source>
        <translation>קובץ הסטטיסטיקה שלך נפגם: {reason} הוא נשמר בשם ‎{kept}‎; הסטטיסטיקה מתחילה מחדש מאפס.</translation>
    </message>
    <message>
        <source>another copy of Rummy Desktop was writing them and did not finish in time</source>
        <translation>עותק אחר של Rummy Desktop כתב אותה ולא סיים בזמן</translation>
    </message>
    <message>
        <source>The statistics could not be saved to {path}: {reason}.</source>
        <translation>לא ניתן היה לשמור את הסטטיסטיקה בקובץ ‎{path}‎: {reason}.</translation>
    </message>
    <message>
        <source>it is not a Rummy Desktop statistics file.</source>
        <translation>זה לא קובץ סטטיסטיקה של Rummy Desktop.</translation>
    </message>
    <message>
        <source>its version or fields are not those of this version of Rummy Desktop.</source>
        <translation>הגרסה או השדות של הקובץ לא תואמים לגרסה הזו של Rummy Desktop.</translation>
    </message>
    <message>
        <source>its records should be a list, not {actual}.</source>
        <translation>הרשומות בקובץ צריכות להיות רשימה, לא {actual}.</translation>
    </message>
    <message>
        <source>record {record} repeats {game} against {opponents}.</source>
        <translation>רשומה {record} חוזרת על {game} נגד {opponents}.</translation>
    </message>
    <message>
        <source>record {record} does not have the fields of a statistics record.</source>
        <translation>ברשומה {record} אין את השדות של רשומת סטטיסטיקה.</translation>
    </message>
    <message>
        <source>record {record} names a game or opponents that cannot be: {label}.</source>
        <translation>רשומה {record} מציינת משחק או יריבים שלא ייתכנו: {label}.</translation>
    </message>
    <message>
        <source>record {record} holds numbers that contradict each other (say, more games won than played).</source>
        <translation>ברשומה {record} יש מספרים שסותרים זה את זה (למשל, יותר ניצחונות ממשחקים ששוחקו).</translation>
    </message>
    <message>
        <source>This could not be counted in your statistics: {reason} The statistics stay as they were.</source>
        <translation>לא ניתן היה לספור זאת בסטטיסטיקה שלך: {reason} הסטטיסטיקה נשארת כפי שהייתה.</translation>
    </message>
    <message>
        <source>record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>רשומה {record}: השדה ״{field}״ צריך להיות מספר שלם בין 0 ל־{highest}, לא {value}.</translation>
    </message>
    <message>
        <source>its puzzles should be a list of records.</source>
        <translation>החידות בו אמורות להיות רשימה של רשומות.</translation>
    </message>
    <message>
        <source>puzzle record {record} does not have the fields of a puzzle record, or repeats a kind of puzzle.</source>
        <translation>רשומת החידות {record} אינה מכילה את השדות של רשומת חידות, או חוזרת על סוג חידה.</translation>
    </message>
    <message>
        <source>puzzle record {record}: “{field}” should be a whole number from 0 to {highest}, not {value}.</source>
        <translation>רשומת החידות {record}: „{field}” אמור להיות מספר שלם מ-0 עד {highest}, לא {value}.</translation>
    </message>
    <message>
        <source>puzzle record {record} holds numbers that contradict each other.</source>
        <translation>רשומת החידות {record} מכילה מספרים שסותרים זה את זה.</translation>
    </message>
</context>
<context>
    <name>SystemErrors</name>
    <message>
        <source>the app is not allowed to use this file or folder (no permission)</source>
        <translation>לתוכנה אסור להשתמש בקובץ או בתיקייה האלה (אין הרשאה)</translation>
    </message>
    <message>
        <source>too many files are open at once</source>
        <translation>יותר מדי קבצים פתוחים בבת אחת</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>הדיסק מלא</translation>
    </message>
    <message>
        <source>you have used up the space allowed to you on this disk (disk quota)</source>
        <translation>ניצלת את כל המקום שהוקצה לך בדיסק הזה (מכסת דיסק)</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>הדיסק מיועד לקריאה בלבד</translation>
    </message>
    <message>
        <source>the file or its folder does not exist</source>
        <translation>הקובץ או התיקייה שלו לא קיימים</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>כבר יש שם קובץ בשם הזה</translation>
    </message>
    <message>
        <source>there is a folder where the file should be</source>
        <translation>במקום שבו אמור להיות הקובץ יש תיקייה</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>חלק מהנתיב הוא קובץ ולא תיקייה</translation>
    </message>
    <message>
        <source>the file’s name or path is too long</source>
        <translation>השם או הנתיב של הקובץ ארוכים מדי</translation>
    </message>
    <message>
        <source>the disk failed to read or write (it may be damaged, or it was disconnected)</source>
        <translation>הקריאה מהדיסק או הכתיבה אליו נכשלו (ייתכן שהוא פגום, או שהוא נותק)</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>תוכנה אחרת משתמשת בקובץ</translation>
    </message>
    <message>
        <source>the system refused: {detail}</source>
        <translation>המערכת סירבה: {detail}</translation>
    </message>
    <message>
        <source>a named pipe (FIFO) stands where the file should be</source>
        <translation>במקום שבו אמור להיות הקובץ יש צינור בעל שם (FIFO)</translation>
    </message>
    <message>
        <source>a device stands where the file should be</source>
        <translation>במקום שבו אמור להיות הקובץ יש התקן</translation>
    </message>
    <message>
        <source>a socket stands where the file should be</source>
        <translation>במקום שבו אמור להיות הקובץ יש שקע (socket)</translation>
    </message>
    <message>
        <source>something that is not a file stands where it should be</source>
        <translation>במקום שבו אמור להיות הקובץ יש משהו שאינו קובץ</translation>
    </message>
    <message>
        <source>another program kept the file open, so it could not be replaced (it is as it was); close that program and try again</source>
        <translation>תוכנה אחרת החזיקה את הקובץ פתוח, ולכן לא ניתן היה להחליף אותו (הוא נשאר כפי שהיה); יש לסגור את התוכנה ההיא ולנסות שוב</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>שולחן הקלפים</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <source>That card is not in play.</source>
        <translation>הקלף הזה לא במשחק.</translation>
    </message>
    <message>
        <source>The same card was picked twice.</source>
        <translation>אותו קלף נבחר פעמיים.</translation>
    </message>
    <message>
        <source>A meld splits between two of its cards.</source>
        <translation>מפצלים צירוף בין שניים מהקלפים שלו.</translation>
    </message>
    <message>
        <source>A meld can&apos;t merge with itself.</source>
        <translation>אי אפשר למזג צירוף עם עצמו.</translation>
    </message>
    <message>
        <source>The joker is free: put it in a meld before you end the turn.</source>
        <translation>הג׳וקר שוחרר: יש להכניס אותו לצירוף לפני סיום התור.</translation>
    </message>
    <message>
        <source>Free the joker with %1</source>
        <translation>שחרור הג׳וקר עם %1</translation>
    </message>
    <message>
        <source>Move %1 onto %2</source>
        <translation>העברת %1 אל %2</translation>
    </message>
    <message>
        <source>New meld %1</source>
        <translation>צירוף חדש %1</translation>
    </message>
    <message>
        <source>Split %1</source>
        <translation>פיצול %1</translation>
    </message>
    <message>
        <source>Merge %1 with %2</source>
        <translation>מיזוג %1 עם %2</translation>
    </message>
    <message>
        <source>%1 was on the table when your turn began: it stays on the table.</source>
        <translation>%1 היה על השולחן בתחילת התור: הוא נשאר על השולחן.</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>החזרת %1 ליד</translation>
    </message>
    <message>
        <source>This joker&apos;s card was fixed in an earlier turn: only the real card can free it.</source>
        <translation>הקלף של הג׳וקר הזה נקבע בתור קודם: רק הקלף האמיתי יכול לשחרר אותו.</translation>
    </message>
    <message>
        <source>Put the joker in a meld first.</source>
        <translation>קודם יש להכניס את הג׳וקר לצירוף.</translation>
    </message>
    <message>
        <source>No card makes this meld legal with the joker in it.</source>
        <translation>אין קלף שהופך את הצירוף הזה לחוקי עם הג׳וקר שבו.</translation>
    </message>
    <message>
        <source>Declare the joker as %1</source>
        <translation>קביעת הג׳וקר כ־%1</translation>
    </message>
    <message>
        <source>That table can&apos;t be made from the cards in play.</source>
        <translation>אי אפשר לבנות את השולחן הזה מהקלפים שבמשחק.</translation>
    </message>
    <message>
        <source>Lay out the hint&apos;s table</source>
        <translation>פריסת השולחן של הרמז</translation>
    </message>
    <message>
        <source>Reset turn</source>
        <translation>איפוס התור</translation>
    </message>
    <message>
        <source>You changed the table: end the turn to play it, or reset the turn to draw again.</source>
        <translation>שינית את השולחן: כדי לשחק אותו יש לסיים את התור, או לאפס את התור כדי לשלוף שוב.</translation>
    </message>
    <message>
        <source>You haven&apos;t played anything: put cards from your hand on the table, or draw again.</source>
        <translation>עוד לא שיחקת כלום: אפשר להוריד קלפים מהיד לשולחן, או לשלוף שוב.</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>עוד לא: %1</translation>
    </message>
    <message>
        <source>A freed joker is waiting beside the table: put it in a meld, with the card it stands for, before you end the turn.</source>
        <translation>ג׳וקר ששוחרר מחכה ליד השולחן: יש להכניס אותו לצירוף, עם הקלף שהוא מחליף, לפני סיום התור.</translation>
    </message>
    <message>
        <source>Start a game first (Game ▸ New).</source>
        <translation>קודם מתחילים משחק (משחק ◂ משחק חדש).</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>הסיבוב נגמר.</translation>
    </message>
    <message>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>רגע: זה התור של %1.</translation>
    </message>
    <message>
        <source>You can&apos;t change the table now.</source>
        <translation>אי אפשר לשנות את השולחן עכשיו.</translation>
    </message>
</context>
<context>
    <name>TurnStatus</name>
    <message>
        <source>The game is over. Choose Game ▸ New to play again.</source>
        <translation>המשחק נגמר. כדי לשחק שוב, לבחור משחק ◂ משחק חדש.</translation>
    </message>
    <message>
        <source>The round is over. Click Next round to deal the next one.</source>
        <translation>הסיבוב נגמר. ללחוץ על ״הסיבוב הבא״ כדי לחלק שוב.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>התור של %1…</translation>
    </message>
    <message>
        <source>Choose Game ▸ New to start a game.</source>
        <translation>כדי להתחיל משחק, לבחור משחק ◂ משחק חדש.</translation>
    </message>
    <message>
        <source>Round %1 is over. Click Next round to deal the next one.</source>
        <translation>סיבוב %1 נגמר. ללחוץ על ״הסיבוב הבא״ כדי לחלק שוב.</translation>
    </message>
    <message>
        <source>Your turn: draw a card (click the stock, or Draw).</source>
        <translation>תורך: לשלוף קלף (לחיצה על הקופה, או ״שליפה״).</translation>
    </message>
    <message>
        <source>Your turn: the stock is empty. Meld, or end your turn.</source>
        <translation>תורך: הקופה ריקה. להוריד קלפים, או לסיים את התור.</translation>
    </message>
    <message>
        <source>Your turn: you changed the table. Finish it and End turn, or Reset turn to put it back as it was.</source>
        <translation>תורך: שינית את השולחן. להשלים אותו וללחוץ על סיום התור, או על איפוס התור כדי להחזיר אותו למצבו.</translation>
    </message>
    <message>
        <source>You are playing…</source>
        <translation>התור שלך…</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or take the top of the discard pile.</source>
        <translation>תורך: לשלוף מהקופה או לקחת את הקלף העליון מערימת ההשלכה.</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or go gin (no knocking this round).</source>
        <translation>תורך: להשליך קלף, או ג׳ין (בסיבוב הזה אין נקישה).</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock with at most %1 deadwood.</source>
        <translation>תורך: להשליך קלף, או לנקוש עם %1 נקודות בקלפים מתים לכל היותר.</translation>
    </message>
    <message>
        <source>You knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>נקשת: יש לפרוס את הצירופים ולהדביק מה שאפשר, ואז ללחוץ על ״סיום״.</translation>
    </message>
    <message>
        <source>%1 knocked: spread your melds and lay off what you can, then press Done.</source>
        <translation>נקישה של %1: יש לפרוס את הצירופים שלך ולהדביק מה שאפשר, ואז ללחוץ על ״סיום״.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw a third card (that ends the turn).</source>
        <translation>
            <numerusform>תורך (נשלף קלף אחד מתוך %1): לגרור קלפים כדי לבנות מחדש את השולחן ולשחק מהיד, ואז ״סיום התור״; או לשלוף קלף שלישי (זה מסיים את התור).</numerusform>
            <numerusform>תורך (נשלפו %n מתוך %1 קלפים): לגרור קלפים כדי לבנות מחדש את השולחן ולשחק מהיד, ואז ״סיום התור״; או לשלוף קלף שלישי (זה מסיים את התור).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn (%n of %1 cards drawn): drag cards to rebuild the table and play from your hand, then End turn; or draw again.</source>
        <translation>
            <numerusform>תורך (נשלף קלף אחד מתוך %1): לגרור קלפים כדי לבנות מחדש את השולחן ולשחק מהיד, ואז ״סיום התור״; או לשלוף שוב.</numerusform>
            <numerusform>תורך (נשלפו %n מתוך %1 קלפים): לגרור קלפים כדי לבנות מחדש את השולחן ולשחק מהיד, ואז ״סיום התור״; או לשלוף שוב.</numerusform>
        </translation>
    </message>
    <message>
        <source>End your turn without knocking, and play on</source>
        <translation>לסיים את התור בלי לנקוש, ולהמשיך לשחק</translation>
    </message>
    <message>
        <source>End your turn without knocking?</source>
        <translation>לסיים את התור בלי לנקוש?</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn</source>
        <translation>לשחק את השולחן כפי שהוא עכשיו ולסיים את התור</translation>
    </message>
    <message>
        <source>Play the table as it is now and end your turn?</source>
        <translation>לשחק את השולחן כפי שהוא עכשיו ולסיים את התור?</translation>
    </message>
    <message>
        <source>End your turn without melding</source>
        <translation>לסיים את התור בלי להוריד קלפים</translation>
    </message>
    <message>
        <source>End your turn without melding?</source>
        <translation>לסיים את התור בלי להוריד קלפים?</translation>
    </message>
    <message>
        <source>Play the table as it is now, or end the turn without melding</source>
        <translation>לשחק את השולחן כפי שהוא עכשיו, או לסיים את התור בלי להוריד קלפים</translation>
    </message>
    <message>
        <source>End your turn?</source>
        <translation>לסיים את התור?</translation>
    </message>
    <message numerus="yes">
        <source>Your turn is over with %n points in hand: Knock to end the round now, or End turn to play on.</source>
        <translation>
            <numerusform>התור שלך נגמר עם נקודה אחת ביד: ״נקישה״ מסיימת את הסיבוב עכשיו, ו״סיום התור״ ממשיך את המשחק.</numerusform>
            <numerusform>התור שלך נגמר עם %n נקודות ביד: ״נקישה״ מסיימת את הסיבוב עכשיו, ו״סיום התור״ ממשיך את המשחק.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last turns (the stock ran out; %n to play): meld, or end your turn without melding.</source>
        <translation>
            <numerusform>תורות אחרונים (הקופה נגמרה; נשאר תור אחד): להוריד קלפים, או לסיים את התור בלי להוריד.</numerusform>
            <numerusform>תורות אחרונים (הקופה נגמרה; נשארו %n תורות): להוריד קלפים, או לסיים את התור בלי להוריד.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn: take the upcard %1 (key P), or pass (key X).</source>
        <translation>תורך: לקחת את הקלף הגלוי %1 (מקש P), או פס (מקש X).</translation>
    </message>
</context>
</TS>
