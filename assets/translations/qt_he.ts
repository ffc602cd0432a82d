<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>חיפוש &amp;בתוך:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>קבצים מ&amp;סוג:</translation>
    </message>
</context>
</TS>
