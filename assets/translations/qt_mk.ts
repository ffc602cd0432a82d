<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mk" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>Барај &amp;во:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Име на датотека:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Датотеки од &amp;тип:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Отвори</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зачувај</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Напред</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Горна папка</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Создај нова папка</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Приказ како список</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Приказ со детали</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Нова папка</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Преименувај</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Избриши</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Прикажи &amp;скриени датотеки</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Нова папка</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Отвори</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Зачувај како</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Сите датотеки (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 веќе постои.
Дали сакаш да ја замениш?</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Мој компјутер</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Скорешни места</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Оди назад</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Оди напред</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Оди во горната папка</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Создај нова папка</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Префрли на приказ како список</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Префрли на приказ со детали</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Непознато</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Датотеката не е пронајдена.
Провери дали го внесе точното име.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Име</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Големина</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Изменето</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компјутер</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 бајти</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Откажи</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Отвори</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Зачувај</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Во ред</translation>
    </message>
</context>
</TS>
