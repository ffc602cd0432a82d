<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Kërko në:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Emri i skedarit:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Skedarë të &amp;llojit:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Hap</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Ruaj</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Prapa</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Përpara</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dosja mëmë</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Krijo dosje të re</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Pamje liste</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Pamje me hollësi</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Dosje e re</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Riemërto</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Fshi</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Shfaq skedarët e &amp;fshehur</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Dosje e &amp;re</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Hap</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Ruaj si</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Të gjithë skedarët (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ekziston tashmë.
Dëshironi ta zëvendësoni?</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Kompjuteri im</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Vendet e fundit</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Kthehu prapa</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Shko përpara</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Shko te dosja mëmë</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Krijo një dosje të re</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Kalo në pamjen listë</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Kalo në pamjen me hollësi</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dosje</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>I panjohur</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Skedari nuk u gjet.
Kontrolloni që emri i skedarit është i saktë.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Emri</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Madhësia</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Lloji</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ndryshuar më</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompjuteri</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bajte</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Anulo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Hap</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Ruaj</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Në rregull</translation>
    </message>
</context>
</TS>
