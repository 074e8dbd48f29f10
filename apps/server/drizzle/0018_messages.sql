CREATE TABLE "message_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_groups" (
	"message_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	CONSTRAINT "message_groups_pk" PRIMARY KEY("message_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "message_templates_locale_position_key" UNIQUE("locale","position"),
	CONSTRAINT "message_templates_locale_known" CHECK ("message_templates"."locale" in ('da', 'en', 'de', 'es', 'pl', 'cz', 'sk', 'no'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"all_members" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_cursor" text,
	"mails_done_at" timestamp with time zone,
	CONSTRAINT "messages_id_club_key" UNIQUE("id","club_id")
);
--> statement-breakpoint
ALTER TABLE "inactive_members" ADD COLUMN "message_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "message_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "message_comments" ADD CONSTRAINT "message_comments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_comments" ADD CONSTRAINT "message_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_comments" ADD CONSTRAINT "message_comments_message_fk" FOREIGN KEY ("message_id","club_id") REFERENCES "public"."messages"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_groups" ADD CONSTRAINT "message_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_groups" ADD CONSTRAINT "message_groups_message_fk" FOREIGN KEY ("message_id","club_id") REFERENCES "public"."messages"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_groups" ADD CONSTRAINT "message_groups_group_fk" FOREIGN KEY ("group_id","club_id") REFERENCES "public"."groups"("id","club_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_comments_message_idx" ON "message_comments" USING btree ("message_id","created_at","id");--> statement-breakpoint
CREATE INDEX "message_groups_group_idx" ON "message_groups" USING btree ("group_id","message_id");--> statement-breakpoint
CREATE INDEX "messages_club_created_idx" ON "messages" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_created_by_idx" ON "messages" USING btree ("created_by_user_id");--> statement-breakpoint
-- The message templates (ADR 028): global and read-only, four in each of the 8 languages, by position.
INSERT INTO "message_templates" ("locale", "position", "title", "message") VALUES
	('da', 1, 'Indkaldelse til ordinær generalforsamling',
'Kære medlemmer

Bestyrelsen indkalder hermed til ordinær generalforsamling [dag og dato] kl. [tid] i [sted].

Dagsorden ifølge vedtægterne:
1. Valg af dirigent og referent
2. Bestyrelsens beretning
3. Fremlæggelse af det reviderede regnskab
4. Behandling af indkomne forslag
5. Fastsættelse af kontingent
6. Valg af bestyrelsesmedlemmer og suppleanter
7. Valg af revisor
8. Eventuelt

Forslag, der ønskes behandlet, skal være formanden i hænde senest [dato]. Alle medlemmer er velkomne, og stemmeret har medlemmer, der har betalt kontingent.

Vel mødt!

Med venlig hilsen
Bestyrelsen'),
	('da', 2, 'Træning aflyst',
'Hej alle

Træningen [dag og dato] kl. [tid] er desværre aflyst, fordi [årsag].

Næste træning er [dag og dato] kl. [tid] som normalt. Brug gerne tiden på en løbetur på egen hånd.

Vi beklager den korte varsel.

Sportslig hilsen
[navn]'),
	('da', 3, 'Husk at betale kontingent',
'Hej alle

Det er tid til at betale kontingent for [periode]. Beløbet er [beløb] kr., og det skal være betalt senest [dato].

Du betaler nemmest via linket under Min side. Har du allerede betalt, kan du se bort fra denne besked.

Har du spørgsmål, eller er der brug for en aftale om betalingen, så kontakt kassereren på [e-mail].

Tak fordi du er med til at holde klubben kørende!

Med venlig hilsen
Bestyrelsen'),
	('da', 4, 'Velkommen til nye medlemmer',
'Kære nye medlemmer

Et stort og varmt velkommen til klubben! Vi glæder os til at se jer til træning og i klubhuset.

Her er det vigtigste at vide:
- Træningstiderne finder I under Aktiviteter, hvor I også melder til og fra.
- Beskeder fra klubben kommer her og på mail.
- Har I spørgsmål, er jeres træner eller bestyrelsen altid klar til at hjælpe.

Vi håber, I bliver glade for at være en del af klubben.

Med venlig hilsen
Bestyrelsen'),
	('en', 1, 'Notice of annual general meeting',
'Dear members

The board hereby gives notice of the annual general meeting on [day and date] at [time] in [place].

Agenda according to the articles of association:
1. Election of chair and secretary of the meeting
2. The board''s report
3. Presentation of the audited accounts
4. Motions received
5. Setting of the membership fee
6. Election of board members and substitutes
7. Election of auditor
8. Any other business

Motions to be considered must reach the chair no later than [date]. All members are welcome; members who have paid their fee may vote.

We look forward to seeing you!

Kind regards
The board'),
	('en', 2, 'Practice cancelled',
'Hi everyone

Unfortunately, practice on [day and date] at [time] is cancelled because [reason].

The next practice is on [day and date] at [time] as usual. Feel free to use the time for a run on your own.

Sorry for the short notice.

Best regards
[name]'),
	('en', 3, 'Reminder: membership fee due',
'Hi everyone

It is time to pay the membership fee for [period]. The amount is [amount], and it is due by [date].

The easiest way to pay is through the link on My page. If you have already paid, please ignore this message.

If you have any questions or need to arrange your payment, please contact the treasurer at [e-mail].

Thank you for helping to keep the club going!

Kind regards
The board'),
	('en', 4, 'Welcome to our new members',
'Dear new members

A big, warm welcome to the club! We look forward to seeing you at practice and in the clubhouse.

The most important things to know:
- Practice times are under Activities, where you also sign up or send your apologies.
- Messages from the club arrive here and by e-mail.
- If you have any questions, your coach and the board are always happy to help.

We hope you will enjoy being part of the club.

Kind regards
The board'),
	('de', 1, 'Einladung zur ordentlichen Mitgliederversammlung',
'Liebe Mitglieder,

der Vorstand lädt hiermit zur ordentlichen Mitgliederversammlung am [Tag und Datum] um [Uhrzeit] in [Ort] ein.

Tagesordnung gemäß Satzung:
1. Wahl der Versammlungsleitung und der Protokollführung
2. Bericht des Vorstands
3. Vorlage des geprüften Jahresabschlusses
4. Behandlung eingegangener Anträge
5. Festsetzung des Mitgliedsbeitrags
6. Wahlen zum Vorstand und der Ersatzmitglieder
7. Wahl der Kassenprüfer
8. Verschiedenes

Anträge müssen dem Vorsitzenden bis spätestens [Datum] vorliegen. Alle Mitglieder sind herzlich willkommen; stimmberechtigt sind Mitglieder, die ihren Beitrag bezahlt haben.

Wir freuen uns auf euch!

Mit freundlichen Grüßen
Der Vorstand'),
	('de', 2, 'Training fällt aus',
'Hallo zusammen,

das Training am [Tag und Datum] um [Uhrzeit] fällt leider aus, weil [Grund].

Das nächste Training findet wie gewohnt am [Tag und Datum] um [Uhrzeit] statt. Nutzt die Zeit gern für eine Laufrunde auf eigene Faust.

Entschuldigt die kurzfristige Absage.

Sportliche Grüße
[Name]'),
	('de', 3, 'Erinnerung: Mitgliedsbeitrag',
'Hallo zusammen,

es ist Zeit, den Mitgliedsbeitrag für [Zeitraum] zu bezahlen. Der Betrag beläuft sich auf [Betrag] und ist bis zum [Datum] fällig.

Am einfachsten bezahlst du über den Link auf Meine Seite. Falls du bereits bezahlt hast, betrachte diese Nachricht bitte als gegenstandslos.

Bei Fragen oder wenn du eine Ratenzahlung vereinbaren möchtest, wende dich bitte an unseren Kassenwart unter [E-Mail].

Danke, dass du unseren Verein unterstützt!

Mit freundlichen Grüßen
Der Vorstand'),
	('de', 4, 'Willkommen an unsere neuen Mitglieder',
'Liebe neue Mitglieder,

herzlich willkommen in unserem Verein! Wir freuen uns darauf, euch beim Training und im Vereinsheim zu sehen.

Das Wichtigste auf einen Blick:
- Die Trainingszeiten findet ihr unter Aktivitäten, wo ihr euch auch an- und abmeldet.
- Nachrichten des Vereins kommen hier und per E-Mail.
- Bei Fragen helfen euch eure Trainer und der Vorstand jederzeit gern.

Wir wünschen euch viel Freude in unserem Verein.

Mit freundlichen Grüßen
Der Vorstand'),
	('es', 1, 'Convocatoria de la asamblea general ordinaria',
'Estimados socios:

La junta directiva convoca la asamblea general ordinaria el [día y fecha] a las [hora] en [lugar].

Orden del día según los estatutos:
1. Elección de presidente y secretario de la asamblea
2. Informe de la junta directiva
3. Presentación de las cuentas auditadas
4. Propuestas recibidas
5. Fijación de la cuota de socio
6. Elección de miembros de la junta y suplentes
7. Elección del auditor de cuentas
8. Ruegos y preguntas

Las propuestas deben llegar al presidente a más tardar el [fecha]. Todos los socios son bienvenidos; tienen derecho a voto los socios que estén al corriente de pago.

¡Os esperamos!

Un saludo cordial,
La junta directiva'),
	('es', 2, 'Entrenamiento cancelado',
'Hola a todos:

Lamentablemente, el entrenamiento del [día y fecha] a las [hora] queda cancelado porque [motivo].

El próximo entrenamiento será el [día y fecha] a las [hora], como de costumbre. Podéis aprovechar para salir a correr por vuestra cuenta.

Sentimos avisar con tan poca antelación.

Un saludo deportivo,
[nombre]'),
	('es', 3, 'Recordatorio: pago de la cuota',
'Hola a todos:

Ha llegado el momento de pagar la cuota de socio de [periodo]. El importe es de [importe] y debe abonarse antes del [fecha].

La forma más sencilla de pagar es a través del enlace en Mi página. Si ya has pagado, puedes ignorar este mensaje.

Si tienes alguna pregunta o necesitas acordar otra forma de pago, ponte en contacto con el tesorero en [correo electrónico].

¡Gracias por ayudar a que el club siga adelante!

Un saludo cordial,
La junta directiva'),
	('es', 4, 'Bienvenida a los nuevos socios',
'Queridos nuevos socios:

¡Os damos una calurosa bienvenida al club! Tenemos muchas ganas de veros en los entrenamientos y en la sede del club.

Lo más importante que debéis saber:
- Los horarios de entrenamiento están en Actividades, donde también podéis apuntaros o avisar si no vais.
- Los mensajes del club llegan aquí y por correo electrónico.
- Si tenéis cualquier duda, vuestro entrenador y la junta directiva estarán encantados de ayudaros.

Esperamos que disfrutéis formando parte del club.

Un saludo cordial,
La junta directiva'),
	('pl', 1, 'Zawiadomienie o zwyczajnym walnym zebraniu',
'Drodzy członkowie,

Zarząd zwołuje zwyczajne walne zebranie członków, które odbędzie się [dzień i data] o godz. [godzina] w [miejsce].

Porządek obrad zgodnie ze statutem:
1. Wybór przewodniczącego i protokolanta zebrania
2. Sprawozdanie zarządu
3. Przedstawienie zbadanego sprawozdania finansowego
4. Rozpatrzenie zgłoszonych wniosków
5. Ustalenie wysokości składki członkowskiej
6. Wybór członków zarządu i zastępców
7. Wybór komisji rewizyjnej
8. Sprawy różne

Wnioski należy przekazać prezesowi najpóźniej do [data]. Zapraszamy wszystkich członków; prawo głosu mają członkowie z opłaconą składką.

Do zobaczenia!

Z pozdrowieniami
Zarząd'),
	('pl', 2, 'Trening odwołany',
'Cześć wszystkim,

niestety trening w dniu [dzień i data] o godz. [godzina] jest odwołany z powodu [powód].

Następny trening odbędzie się jak zwykle [dzień i data] o godz. [godzina]. Możecie wykorzystać ten czas na samodzielne bieganie.

Przepraszamy za tak późną informację.

Sportowe pozdrowienia
[imię i nazwisko]'),
	('pl', 3, 'Przypomnienie o składce członkowskiej',
'Cześć wszystkim,

nadszedł czas opłacenia składki członkowskiej za [okres]. Kwota wynosi [kwota] i należy ją wpłacić do [data].

Najprościej zapłacić przez link na stronie Moja strona. Jeśli składka jest już opłacona, prosimy zignorować tę wiadomość.

W razie pytań lub potrzeby ustalenia innego terminu płatności prosimy o kontakt ze skarbnikiem: [e-mail].

Dziękujemy, że wspierasz nasz klub!

Z pozdrowieniami
Zarząd'),
	('pl', 4, 'Witamy nowych członków',
'Drodzy nowi członkowie,

serdecznie witamy w naszym klubie! Cieszymy się, że zobaczymy Was na treningach i w klubie.

Najważniejsze informacje:
- Godziny treningów znajdziecie w zakładce Aktywności, gdzie możecie też zgłaszać obecność lub nieobecność.
- Wiadomości od klubu pojawiają się tutaj i przychodzą e-mailem.
- W razie pytań trener i zarząd zawsze chętnie pomogą.

Mamy nadzieję, że będziecie się u nas dobrze czuć.

Z pozdrowieniami
Zarząd'),
	('cz', 1, 'Pozvánka na řádnou valnou hromadu',
'Vážení členové,

výbor tímto svolává řádnou valnou hromadu, která se koná [den a datum] v [čas] v [místo].

Program podle stanov:
1. Volba předsedajícího a zapisovatele
2. Zpráva výboru
3. Předložení auditované účetní závěrky
4. Projednání došlých návrhů
5. Stanovení výše členského příspěvku
6. Volba členů výboru a náhradníků
7. Volba revizora
8. Různé

Návrhy k projednání musí být doručeny předsedovi nejpozději do [datum]. Vítáni jsou všichni členové; hlasovat mohou členové, kteří mají zaplacený příspěvek.

Těšíme se na vás!

S pozdravem
Výbor'),
	('cz', 2, 'Trénink se ruší',
'Ahoj všichni,

trénink [den a datum] v [čas] se bohužel ruší, protože [důvod].

Další trénink bude jako obvykle [den a datum] v [čas]. Volný čas můžete využít třeba k samostatnému běhu.

Omlouváme se za pozdní oznámení.

Se sportovním pozdravem
[jméno]'),
	('cz', 3, 'Připomínka: členský příspěvek',
'Ahoj všichni,

nastal čas zaplatit členský příspěvek na [období]. Částka činí [částka] a je splatná do [datum].

Nejjednodušeji zaplatíte přes odkaz na stránce Moje stránka. Pokud jste již zaplatili, tuto zprávu prosím ignorujte.

S dotazy nebo v případě, že potřebujete domluvit splátky, se obraťte na pokladníka na adrese [e-mail].

Děkujeme, že pomáháte udržet klub v chodu!

S pozdravem
Výbor'),
	('cz', 4, 'Vítejte mezi novými členy',
'Milí noví členové,

srdečně vás vítáme v našem klubu! Těšíme se, až se uvidíme na tréninku a v klubovně.

To nejdůležitější:
- Časy tréninků najdete v sekci Aktivity, kde se také přihlašujete a omlouváte.
- Zprávy od klubu přicházejí sem a e-mailem.
- S jakýmkoli dotazem vám rád pomůže váš trenér nebo výbor.

Doufáme, že se vám u nás bude líbit.

S pozdravem
Výbor'),
	('sk', 1, 'Pozvánka na riadne valné zhromaždenie',
'Vážení členovia,

výbor týmto zvoláva riadne valné zhromaždenie, ktoré sa uskutoční [deň a dátum] o [čas] v [miesto].

Program podľa stanov:
1. Voľba predsedajúceho a zapisovateľa
2. Správa výboru
3. Predloženie auditovanej účtovnej závierky
4. Prerokovanie doručených návrhov
5. Určenie výšky členského príspevku
6. Voľba členov výboru a náhradníkov
7. Voľba revízora
8. Rôzne

Návrhy na prerokovanie treba doručiť predsedovi najneskôr do [dátum]. Vítaní sú všetci členovia; hlasovať môžu členovia so zaplateným príspevkom.

Tešíme sa na vás!

S pozdravom
Výbor'),
	('sk', 2, 'Tréning sa ruší',
'Ahojte všetci,

tréning [deň a dátum] o [čas] sa bohužiaľ ruší, pretože [dôvod].

Ďalší tréning bude ako zvyčajne [deň a dátum] o [čas]. Voľný čas môžete využiť napríklad na samostatný beh.

Ospravedlňujeme sa za neskoré oznámenie.

So športovým pozdravom
[meno]'),
	('sk', 3, 'Pripomienka: členský príspevok',
'Ahojte všetci,

nastal čas zaplatiť členský príspevok na [obdobie]. Suma je [suma] a je splatná do [dátum].

Najjednoduchšie zaplatíte cez odkaz na stránke Moja stránka. Ak ste už zaplatili, túto správu, prosím, ignorujte.

S otázkami alebo ak sa potrebujete dohodnúť na splátkach, sa obráťte na pokladníka na adrese [e-mail].

Ďakujeme, že pomáhate udržať klub v chode!

S pozdravom
Výbor'),
	('sk', 4, 'Vitajte medzi novými členmi',
'Milí noví členovia,

srdečne vás vítame v našom klube! Tešíme sa, že sa uvidíme na tréningu a v klubovni.

To najdôležitejšie:
- Časy tréningov nájdete v sekcii Aktivity, kde sa aj prihlasujete a ospravedlňujete.
- Správy od klubu prichádzajú sem a e-mailom.
- S akoukoľvek otázkou vám rád pomôže váš tréner alebo výbor.

Dúfame, že sa vám u nás bude páčiť.

S pozdravom
Výbor'),
	('no', 1, 'Innkalling til ordinært årsmøte',
'Kjære medlemmer

Styret innkaller herved til ordinært årsmøte [dag og dato] kl. [tid] i [sted].

Saksliste i henhold til vedtektene:
1. Valg av møteleder og referent
2. Styrets årsberetning
3. Fremleggelse av revidert regnskap
4. Innkomne forslag
5. Fastsettelse av kontingent
6. Valg av styremedlemmer og varamedlemmer
7. Valg av revisor
8. Eventuelt

Forslag som ønskes behandlet, må være styrelederen i hende senest [dato]. Alle medlemmer er velkomne, og medlemmer som har betalt kontingent, har stemmerett.

Vel møtt!

Med vennlig hilsen
Styret'),
	('no', 2, 'Trening avlyst',
'Hei alle sammen

Treningen [dag og dato] kl. [tid] er dessverre avlyst fordi [årsak].

Neste trening er [dag og dato] kl. [tid] som vanlig. Bruk gjerne tiden på en løpetur på egen hånd.

Beklager det korte varselet.

Sportslig hilsen
[navn]'),
	('no', 3, 'Husk å betale kontingent',
'Hei alle sammen

Det er tid for å betale kontingent for [periode]. Beløpet er [beløp] kr, og det må være betalt innen [dato].

Du betaler enklest via lenken under Min side. Har du allerede betalt, kan du se bort fra denne meldingen.

Har du spørsmål, eller trenger du å avtale betalingen, kan du kontakte kassereren på [e-post].

Takk for at du er med på å holde klubben i gang!

Med vennlig hilsen
Styret'),
	('no', 4, 'Velkommen til nye medlemmer',
'Kjære nye medlemmer

En stor og varm velkommen til klubben! Vi gleder oss til å se dere på trening og i klubbhuset.

Det viktigste å vite:
- Treningstidene finner dere under Aktiviteter, der dere også melder dere på og av.
- Meldinger fra klubben kommer her og på e-post.
- Har dere spørsmål, hjelper treneren deres eller styret gjerne.

Vi håper dere vil trives i klubben.

Med vennlig hilsen
Styret');
