; Inno Setup 6 script: the Windows installer of the one-folder bundle (dist\rummy-desktop).
;
;   python packaging\build.py --self-test
;   iscc /DAppVersion=0.1.0 /DNumericVersion=0.1.0.0 packaging\windows\rummy-desktop.iss
;
; writes dist\installer\rummy-desktop-<version>-windows-x64-setup.exe (.github/workflows/bundles.yml
; does this on windows-latest; packaging/README.md explains the choices). Relative paths here are
; relative to this file's folder.
;
; - Installs for the current user without administrator rights (into %LOCALAPPDATA%\Programs);
;   the first page offers an install for all users instead, which asks for elevation
;   (/ALLUSERS or /CURRENTUSER on the command line choose without asking).
; - A Start-menu shortcut, and a desktop shortcut when its box is ticked.
; - .rummy saves open in the game on a double-click: the file type is registered in the
;   user's own classes (HKCU\Software\Classes) for a per-user install, the machine's for all users.
; - The uninstaller removes the program and the file type, and asks whether to remove the
;   unfinished game, the statistics and the settings too (it keeps them unless told to);
;   games the player saved to files are never touched. A silent uninstall keeps them.
; - Setup's pages are in English or Hebrew, the app's languages that Inno Setup 6 ships
;   translations for. Albanian, Marathi and Macedonian exist only as unofficial,
;   user-contributed translations, which Inno Setup does not install: those players get English.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef NumericVersion
  #define NumericVersion "0.0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\rummy-desktop"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist\installer"
#endif
; Where the program folder goes: {autopf} is %LOCALAPPDATA%\Programs for one user, Program Files for
; all. Only try_installer_under_wine.py sets it otherwise: Wine 8 cannot expand {autopf} per user (its
; SHGetKnownFolderPath has no path for FOLDERID_UserProgramFiles), so that run names the same folder
; as {localappdata}\Programs.
#ifndef InstallRoot
  #define InstallRoot "{autopf}"
#endif

#define AppName "Rummy Desktop"
#define ExeName "rummy-desktop.exe"
#define ProgId "RummyDesktop.Game"
; Where Qt keeps the app's data (QStandardPaths::AppDataLocation) and settings (QSettings, the
; registry), from the organisation and application names rummy_desktop/ui/main_window.py sets.
#define DataFolder "RummyDesktop\rummy_desktop"
#define SettingsKey "Software\RummyDesktop\rummy_desktop"

[Setup]
; The identity Windows knows the installation by: never change it, or upgrades install twice.
AppId={{AE420035-3246-4160-813B-D3DF96754F5A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Rummy Desktop developers
AppCopyright=Copyright (c) Rummy Desktop developers, MIT licence
VersionInfoVersion={#NumericVersion}
VersionInfoProductVersion={#NumericVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} Setup
VersionInfoCompany=Rummy Desktop developers
VersionInfoCopyright=Copyright (c) Rummy Desktop developers, MIT licence
DefaultDirName={#InstallRoot}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
; Qt 6 runs on Windows 10 1809 (build 17763) and later.
MinVersion=10.0.17763
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
LicenseFile=..\..\LICENSE
; The third-party licences (Qt's LGPL and how to replace Qt, Python, ICU): their notice on the page after
; the licence; the texts themselves are installed with the bundle (_internal\licenses).
InfoBeforeFile=..\licenses\THIRD-PARTY-NOTICES.txt
SetupIconFile=..\icons\rummy-desktop.ico
UninstallDisplayIcon={app}\{#ExeName}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2
SolidCompression=yes
OutputDir={#OutputDir}
OutputBaseFilename=rummy-desktop-{#AppVersion}-windows-x64-setup
#ifdef Sign
; The workflow passes /DSign and /Srummysign=<signtool command> when a code-signing certificate exists:
; Setup and its uninstaller are then signed.
SignTool=rummysign
#endif

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "he"; MessagesFile: "compiler:Languages\Hebrew.isl"

[CustomMessages]
en.GameFile=Rummy Desktop game
he.GameFile=משחק Rummy Desktop
en.RemoveData=Also remove the unfinished game, the statistics and the settings of Rummy Desktop?%n%nChoose No to keep them for a later installation. Games you saved to files stay either way.
he.RemoveData=להסיר גם את המשחק שלא הסתיים, את הסטטיסטיקה ואת ההגדרות של Rummy Desktop?%n%nבחרו "לא" כדי לשמור אותם להתקנה מאוחרת יותר. משחקים ששמרתם בקבצים נשארים בכל מקרה.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade first removes the previous bundle's libraries and plugins: a file the new bundle no
; longer has would otherwise stay, and Qt loads whatever lies in its plugin folders.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#ExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#ExeName}"; Tasks: desktopicon

[Registry]
; HKA: the user's classes for a per-user install, the machine's for an all-users one.
; The uninstaller removes the values it added, then the keys they leave empty (another program's
; values under .rummy stay, and so does .rummy then).
Root: HKA; Subkey: "Software\Classes\.rummy"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.rummy\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:GameFile}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#ExeName},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#ExeName}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#ExeName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#ExeName}\SupportedTypes"; ValueType: string; ValueName: ".rummy"; ValueData: ""

[Run]
Filename: "{app}\{#ExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
{ After the program is gone, ask whether the player's data goes too; the default answer keeps it. }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep = usPostUninstall) and not UninstallSilent then
  begin
    if MsgBox(CustomMessage('RemoveData'), mbConfirmation, MB_YESNO or MB_DEFBUTTON2) = IDYES then
    begin
      DelTree(ExpandConstant('{userappdata}\{#DataFolder}'), True, True, True);
      RemoveDir(ExpandConstant('{userappdata}\RummyDesktop'));
      RegDeleteKeyIncludingSubkeys(HKCU, '{#SettingsKey}');
      RegDeleteKeyIfEmpty(HKCU, 'Software\RummyDesktop');
    end;
  end;
end;
