// Demo library seed: German books.
import { chapter, type SeedBook } from './types.ts';

export const BOOKS: SeedBook[] = [
  {
    key: 'de-photosynthese',
    author: 1,
    language: 'de',
    title: 'Die Photosynthese',
    subject: 'Biologie',
    subjectCode: 'biology',
    topic: 'Wie Pflanzen mit Sonnenlicht, Wasser und Kohlendioxid Traubenzucker und Sauerstoff herstellen. Das Buch erklärt die Rolle des Chlorophylls und warum die Photosynthese für alles Leben auf der Erde wichtig ist.',
    audience: 'Schülerinnen und Schüler der 7. und 8. Klasse',
    readingLevel: 'middle school',
    visibility: 'public',
    featured: true,
    ageDays: 42,
    reads: 812,
    saves: 97,
    chapters: [
      chapter('Das Kraftwerk im Blatt', [
        [
          'Was ist Photosynthese?',
          'Pflanzen können etwas, das kein Tier schafft: Sie stellen ihre Nahrung selbst her. Dieser Vorgang heißt Photosynthese. Aus Wasser, das die Wurzeln aufnehmen, und Kohlendioxid aus der Luft bauen Pflanzen mithilfe von Sonnenlicht Traubenzucker auf. Als Nebenprodukt entsteht Sauerstoff, den sie über winzige Spaltöffnungen an der Blattunterseite abgeben.',
          'Vereinfacht lautet die Gleichung: Kohlendioxid + Wasser → Traubenzucker + Sauerstoff.',
        ],
        [
          'Chlorophyll und Chloroplasten',
          'Die Photosynthese findet in den Chloroplasten statt, kleinen Bestandteilen der Zellen, die vor allem in den Blättern vorkommen. Sie enthalten den grünen Farbstoff Chlorophyll. Chlorophyll nimmt besonders rotes und blaues Licht auf und wirft grünes Licht zurück – deshalb erscheinen uns Blätter grün. Die aufgenommene Lichtenergie nutzt die Pflanze, um Wasser zu spalten und Energie chemisch zu speichern.',
        ],
      ]),
      chapter('Warum grüne Pflanzen uns alle ernähren', [
        [
          'Was die Zuckerproduktion beeinflusst',
          'Wie schnell Pflanzen Zucker herstellen, hängt von mehreren Bedingungen ab. Mehr Sonnenlicht steigert die Leistung, allerdings nur bis zu einer bestimmten Grenze. Auch die Temperatur spielt eine Rolle: Bei Kälte arbeiten die Enzyme langsam, bei großer Hitze schließen die Pflanzen ihre Spaltöffnungen, um nicht zu vertrocknen. Fehlt Wasser oder Kohlendioxid, sinkt die Produktion ebenfalls. In Gewächshäusern regelt man diese Faktoren gezielt.',
        ],
        [
          'Bedeutung für das Leben auf der Erde',
          'Fast alle Nahrungsketten beginnen bei Pflanzen. Wenn ein Reh Gras frisst oder wir einen Apfel essen, nehmen wir Energie auf, die ursprünglich aus dem Sonnenlicht stammt. Zugleich liefert die Photosynthese den Sauerstoff, den Menschen und Tiere zum Atmen brauchen. Wälder, Wiesen und vor allem winzige Algen im Meer binden außerdem große Mengen Kohlendioxid und bremsen so den Klimawandel.',
        ],
      ]),
    ],
  },
  {
    key: 'de-bruchrechnen',
    author: 2,
    language: 'de',
    title: 'Bruchrechnen für Einsteiger',
    subject: 'Mathematik',
    subjectCode: 'mathematics',
    topic: 'Eine anschauliche Einführung in Brüche: was Zähler und Nenner bedeuten, wie man Brüche erweitert und kürzt und wie man sie addiert.',
    audience: 'Schülerinnen und Schüler der 5. und 6. Klasse',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 120,
    reads: 540,
    saves: 61,
    chapters: [
      chapter('Was ist ein Bruch?', [
        [
          'Teile eines Ganzen',
          'Stell dir eine Pizza vor, die in vier gleich große Stücke geschnitten wird. Nimmst du ein Stück, hast du ein Viertel der Pizza, geschrieben 1/4. Brüche beschreiben also Teile eines Ganzen. Wichtig ist, dass alle Teile gleich groß sind. Brüche begegnen uns überall im Alltag: eine halbe Stunde, ein Viertelliter Milch oder drei Viertel eines Kuchens.',
        ],
        [
          'Zähler und Nenner',
          'Jeder Bruch besteht aus zwei Zahlen, die durch einen Bruchstrich getrennt sind. Die untere Zahl heißt Nenner. Sie nennt, in wie viele gleiche Teile das Ganze zerlegt wurde. Die obere Zahl heißt Zähler. Sie zählt, wie viele dieser Teile gemeint sind. Beim Bruch 3/8 wurde das Ganze also in acht Teile geteilt, und drei davon betrachten wir.',
          'Merke: Der Nenner darf niemals null sein.',
        ],
      ]),
      chapter('Rechnen mit Brüchen', [
        [
          'Erweitern und Kürzen',
          'Die Brüche 1/2, 2/4 und 4/8 sehen verschieden aus, beschreiben aber denselben Anteil. Beim Erweitern multipliziert man Zähler und Nenner mit derselben Zahl, beim Kürzen dividiert man beide durch dieselbe Zahl. Der Wert des Bruchs ändert sich dabei nicht. Kürzen macht Brüche übersichtlicher: 6/9 lässt sich durch 3 kürzen und ergibt 2/3.',
        ],
        [
          'Brüche addieren',
          'Haben zwei Brüche denselben Nenner, addiert man einfach die Zähler und behält den Nenner bei: 2/7 + 3/7 = 5/7. Sind die Nenner verschieden, muss man die Brüche zuerst so erweitern, dass sie einen gemeinsamen Nenner haben. Bei 1/3 + 1/4 wählt man zum Beispiel den Nenner 12: 4/12 + 3/12 = 7/12. Zum Schluss prüft man, ob sich das Ergebnis noch kürzen lässt.',
        ],
      ]),
    ],
  },
  {
    key: 'de-mittelalter',
    author: 9,
    language: 'de',
    title: 'Leben im Mittelalter',
    subject: 'Geschichte',
    subjectCode: 'history',
    topic: 'Wie Menschen im Mittelalter lebten: vom Lehnswesen und dem Alltag der Bauern über Burgen und Ritter bis zum Aufstieg der Städte.',
    audience: 'Schülerinnen und Schüler der 6. und 7. Klasse',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 210,
    reads: 356,
    saves: 38,
    chapters: [
      chapter('Herrscher, Vasallen und Bauern', [
        [
          'Das Lehnswesen',
          'Im Mittelalter konnte ein König sein großes Reich nicht allein regieren. Er vergab deshalb Land an Fürsten und Ritter, die ihm dafür Treue und Kriegsdienst schworen. Dieses System nennt man Lehnswesen. Die Empfänger, die Vasallen, gaben Teile ihres Landes wiederum an eigene Gefolgsleute weiter. So entstand eine Ordnung, in der fast jeder einem Höheren verpflichtet war.',
        ],
        [
          'Der Alltag im Dorf',
          'Die meisten Menschen lebten als Bauern auf dem Land. Viele von ihnen waren unfrei und gehörten zu einer Grundherrschaft. Sie bearbeiteten die Felder ihres Grundherrn, lieferten ihm einen Teil der Ernte ab und leisteten Frondienste. Dafür gewährte er ihnen Schutz. Der Alltag richtete sich nach den Jahreszeiten: Säen im Frühjahr, Ernten im Sommer und Vorräte anlegen für den langen Winter.',
        ],
      ]),
      chapter('Burgen und Ritter', [
        [
          'Aufbau einer Burg',
          'Burgen wurden meist auf Hügeln oder an Flüssen errichtet, damit man Feinde früh erkennen konnte. Dicke Mauern, ein Graben und eine Zugbrücke schützten die Bewohner. Im Zentrum stand oft der Bergfried, ein hoher Turm, der als letzte Zuflucht diente. Das Leben auf der Burg war jedoch weniger prächtig, als viele glauben: Die Räume waren kalt, dunkel und im Winter kaum zu heizen.',
        ],
        [
          'Vom Pagen zum Ritter',
          'Ein Junge aus adliger Familie kam mit etwa sieben Jahren als Page an einen fremden Hof. Dort lernte er gutes Benehmen, Reiten und den Umgang mit Waffen. Mit vierzehn Jahren wurde er Knappe und begleitete einen Ritter, auch in den Kampf. Hatte er sich bewährt, erhielt er um das einundzwanzigste Lebensjahr den Ritterschlag. Von einem Ritter erwartete man Tapferkeit, Treue und den Schutz der Schwachen.',
        ],
      ]),
      chapter('Städte und Handel', [
        [
          'Stadtluft macht frei',
          'Ab dem 12. Jahrhundert wuchsen in Europa zahlreiche Städte. Sie lagen oft an Handelswegen, an Flüssen oder in der Nähe von Burgen und Klöstern. Viele Bauern zogen in die Städte, denn dort galt der Grundsatz „Stadtluft macht frei“: Wer ein Jahr und einen Tag unbehelligt in der Stadt gelebt hatte, war nicht mehr an seinen Grundherrn gebunden. Die Bürger gaben sich eigene Rechte und wählten einen Rat.',
        ],
        [
          'Zünfte und Märkte',
          'Handwerker desselben Berufs schlossen sich in Zünften zusammen, etwa die Bäcker, Schmiede oder Weber. Die Zunft legte Preise, Qualität und Ausbildung fest und half Mitgliedern in Not. Auf dem Marktplatz boten Händler Waren aus der Umgebung und aus fernen Ländern an. Große Kaufmannsbünde wie die Hanse verbanden Städte an Nord- und Ostsee und machten sie reich.',
        ],
      ]),
    ],
  },
  {
    key: 'de-python',
    author: 5,
    language: 'de',
    title: 'Programmieren lernen mit Python',
    subject: 'Informatik',
    subjectCode: 'computer-science',
    topic: 'Ein Einstieg in die Programmierung mit Python: erste Ausgaben, Variablen und Datentypen, Bedingungen und Schleifen.',
    audience: 'Jugendliche und Erwachsene ohne Programmiervorkenntnisse',
    readingLevel: 'adult',
    visibility: 'unlisted',
    ageDays: 15,
    reads: 74,
    saves: 9,
    chapters: [
      chapter('Erste Schritte', [
        [
          'Das erste Programm',
          'Python eignet sich gut zum Einstieg, weil der Code fast wie englischer Text aussieht. Das klassische erste Programm besteht aus einer einzigen Zeile: `print("Hallo Welt!")`. Die Funktion print gibt den Text in Anführungszeichen auf dem Bildschirm aus. Probiere es aus und ändere den Text. Du wirst sehen: Der Computer macht genau das, was du ihm sagst – nicht mehr und nicht weniger.',
        ],
        [
          'Variablen und Datentypen',
          'Variablen sind benannte Speicherplätze für Werte. Mit `alter = 15` legst du eine Variable namens alter an und speicherst darin die Zahl 15. Python unterscheidet verschiedene Datentypen: ganze Zahlen (int), Kommazahlen (float), Text (str) und Wahrheitswerte (bool), also True oder False. Den Typ eines Werts verrät dir die Funktion type. Wähle aussagekräftige Namen, damit dein Programm verständlich bleibt.',
        ],
      ]),
      chapter('Entscheidungen und Wiederholungen', [
        [
          'Bedingungen mit if',
          'Programme müssen oft Entscheidungen treffen. Dafür gibt es die if-Anweisung. Die Zeile `if alter >= 18:` prüft, ob die Bedingung wahr ist. Nur dann werden die eingerückten Zeilen darunter ausgeführt. Mit else legst du fest, was sonst passieren soll, und mit elif kannst du weitere Fälle prüfen. Achte auf die Einrückung: In Python zeigt sie an, welche Zeilen zusammengehören.',
        ],
        [
          'Schleifen mit for',
          'Soll etwas mehrmals geschehen, verwendest du eine Schleife. Die Anweisung `for i in range(5):` wiederholt den eingerückten Block fünfmal, wobei i nacheinander die Werte 0 bis 4 annimmt. Schleifen eignen sich auch, um alle Elemente einer Liste zu durchlaufen. So kannst du zum Beispiel die Noten einer Klasse addieren und danach den Durchschnitt berechnen, ohne jede Zahl einzeln hinzuschreiben.',
        ],
      ]),
    ],
  },
  {
    key: 'de-gedichte',
    author: 8,
    language: 'de',
    title: 'Gedichte verstehen und deuten',
    subject: 'Deutsch',
    subjectCode: 'language-arts',
    topic: 'Werkzeuge für die Arbeit mit Lyrik: Vers, Strophe, Reim und Metrum erkennen, sprachliche Bilder deuten und eine Gedichtanalyse schreiben.',
    audience: 'Schülerinnen und Schüler der Oberstufe',
    readingLevel: 'high school',
    visibility: 'public',
    ageDays: 88,
    reads: 203,
    saves: 27,
    chapters: [
      chapter('Form und Klang', [
        [
          'Vers, Strophe und Reim',
          'Ein Gedicht ist in Verse gegliedert, also in Zeilen, die nicht bis zum Seitenrand laufen. Mehrere Verse bilden eine Strophe. Viele Gedichte verwenden Reime: Beim Paarreim reimen sich aufeinanderfolgende Verse (aabb), beim Kreuzreim jeder zweite (abab), und beim umarmenden Reim umschließt ein Reimpaar ein anderes (abba). Wer das Reimschema bestimmt, erkennt oft, wie ein Gedicht aufgebaut ist.',
        ],
        [
          'Metrum und Rhythmus',
          'Das Metrum ist das regelmäßige Muster aus betonten und unbetonten Silben. Beim Jambus folgt auf eine unbetonte eine betonte Silbe, beim Trochäus ist es umgekehrt. Lies ein Gedicht laut und klopfe die betonten Silben mit: So hörst du den Rhythmus. Dichter brechen das Metrum manchmal bewusst, um ein wichtiges Wort hervorzuheben oder innere Unruhe auszudrücken.',
        ],
      ]),
      chapter('Bilder und Deutung', [
        [
          'Sprachliche Bilder',
          'Gedichte sagen vieles nicht direkt, sondern in Bildern. Ein Vergleich verwendet ein „wie“: „Die Nacht ist schwarz wie Tinte.“ Eine Metapher verzichtet darauf und überträgt die Bedeutung unmittelbar, etwa im „Meer der Zeit“. Bei der Personifikation handeln Dinge oder die Natur wie Menschen: „Der Wind flüstert.“ Solche Bilder wecken Gefühle und lassen Raum für eigene Vorstellungen.',
        ],
        [
          'Eine Gedichtanalyse schreiben',
          'Eine Gedichtanalyse beginnt mit einer Einleitung, die Titel, Autor, Entstehungsjahr und Thema nennt. Im Hauptteil beschreibst du Form, Sprache und Inhalt und belegst deine Beobachtungen mit Zitaten und Versangaben. Entscheidend ist, dass du nicht nur Stilmittel aufzählst, sondern erklärst, welche Wirkung sie haben. Im Schluss fasst du deine Deutung zusammen und ergänzt eine begründete persönliche Einschätzung.',
        ],
      ]),
    ],
  },
];
