; floorman's Windows installer, for Inno Setup 6.
; Saved as UTF-8 with a byte-order mark: Inno Setup before 6.3 reads a file without one
; in the ANSI code page, and the Spanish names have accents.
;
; Wraps the bundle PyInstaller built in dist\floorman\ (installer\floorman.spec) and the
; icon rendered into build\icons\floorman.ico. From the repository's root:
;
;     iscc /DAppVersion=0.1.0 installer\floorman.iss
;
; AppVersion is floorman.__version__ (what "floorman-cli --version" prints); the setup
; program is written to dist\floorman-<version>-setup.exe. SourceDir=.. makes every
; path below relative to the repository's root, wherever iscc is started from.
;
; Installed for all users by default: a card room's IT person installs floorman once
; on the floor desk or a dealer station, into Program Files where a shift's user cannot
; change the program, and every Windows account on that PC finds it in the Start menu.
; Someone without administrator rights may choose "only for me" in the first dialog
; (or /CURRENTUSER on the command line): the same program, in the user's own folders.
; Either way the store, the settings and the logs are each user's (their AppData), and
; uninstalling leaves them: they are the room's records.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=0.1.0 installer\floorman.iss
#endif

[Setup]
; The same AppId in every release, so a new version upgrades the old one in place.
AppId={{3AD1EF7E-EA53-43BE-BB93-A4DADD223186}
AppName=floorman
AppVersion={#AppVersion}
AppVerName=floorman {#AppVersion}
AppPublisher=floorman
AppComments=The floor supervisor's desk for poker card rooms
DefaultDirName={autopf}\floorman
DefaultGroupName=floorman
DisableProgramGroupPage=yes
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
SourceDir=..
OutputDir=dist
OutputBaseFilename=floorman-{#AppVersion}-setup
SetupIconFile=build\icons\floorman.ico
UninstallDisplayIcon={app}\floorman.exe
UninstallDisplayName=floorman {#AppVersion}
; Close a running desk before replacing its files, and say so.
CloseApplications=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[CustomMessages]
en.DeskComment=The floor desk: waiting lists, seats, tables and rulings
es.DeskComment=El puesto de sala: listas de espera, asientos, mesas y decisiones
en.DealerName=floorman dealer station
es.DealerName=floorman estación del dealer
en.DealerComment=The rulebook and the rulings, read-only
es.DealerComment=El reglamento y las decisiones, solo lectura
en.BoardName=floorman public board
es.BoardName=floorman tablero público
en.BoardComment=The room's board for a TV: games, waiting lists, tournaments
es.BoardComment=El tablero público para una TV: juegos, listas de espera, torneos

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole bundle: both executables and _internal\ (Python, Qt, resources, migrations).
Source: "dist\floorman\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle whole: nothing of an older version's libraries stays.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\floorman"; Filename: "{app}\floorman.exe"; WorkingDir: "{app}"; Comment: "{cm:DeskComment}"
Name: "{group}\{cm:DealerName}"; Filename: "{app}\floorman.exe"; Parameters: "--dealer"; WorkingDir: "{app}"; Comment: "{cm:DealerComment}"
Name: "{group}\{cm:BoardName}"; Filename: "{app}\floorman.exe"; Parameters: "--board"; WorkingDir: "{app}"; Comment: "{cm:BoardComment}"
Name: "{group}\{cm:UninstallProgram,floorman}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\floorman"; Filename: "{app}\floorman.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\floorman.exe"; Description: "{cm:LaunchProgram,floorman}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; A portable.txt someone added beside the program, and a floorman-data folder a portable
; start made there, are not the installer's: they are removed only when empty.
Type: dirifempty; Name: "{app}"
