<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mr" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>यात पहा (&amp;L):</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>फाइलचे नाव (&amp;N):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>फाइलचा प्रकार (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>उघडा (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>जतन करा (&amp;S)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>मागे</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>पुढे</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>वरचे फोल्डर</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>नवीन फोल्डर तयार करा</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>यादी दृश्य</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>तपशील दृश्य</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>नवीन फोल्डर</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>नाव बदला (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>हटवा (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>लपवलेल्या फाइल दाखवा (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>नवीन फोल्डर (&amp;N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>उघडा</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>या नावाने जतन करा</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>सर्व फाइल (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 आधीच अस्तित्वात आहे.
ती बदलायची आहे का?</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>माझा संगणक</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>अलीकडील ठिकाणे</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>मागे जा</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>पुढे जा</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>वरच्या फोल्डरमध्ये जा</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>नवीन फोल्डर तयार करा</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>यादी दृश्यात बदला</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>तपशील दृश्यात बदला</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>फोल्डर</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
फाइल सापडली नाही.
फाइलचे नाव बरोबर दिले आहे का ते तपासा.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>नाव</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>आकार</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>बदलल्याची तारीख</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>संगणक</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 बाइट</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>रद्द करा</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>उघडा</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>जतन करा</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>ठीक आहे</translation>
    </message>
</context>
</TS>
