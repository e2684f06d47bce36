// Demo library seed: Italian books.
import { chapter, type SeedBook } from './types.ts';

export const BOOKS: SeedBook[] = [
  {
    key: 'it-impero-romano',
    author: 7,
    language: 'it',
    title: "L'Impero Romano",
    subject: 'Storia',
    subjectCode: 'history',
    topic: "Dalla crisi della Repubblica al governo di Augusto, fino alla vita quotidiana, ai monumenti come il Colosseo e alle grandi opere che unirono l'Impero.",
    audience: 'Studenti della scuola secondaria di primo grado',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 70,
    reads: 621,
    saves: 79,
    chapters: [
      chapter("Dalla Repubblica all'Impero", [
        [
          'La fine della Repubblica',
          'Nel I secolo a.C. la Repubblica romana era scossa da guerre civili. Generali ambiziosi come Mario, Silla, Pompeo e Giulio Cesare si contendevano il potere con i loro eserciti. Cesare conquistò la Gallia e divenne dittatore a vita, ma nel 44 a.C. fu ucciso da un gruppo di senatori che temevano la fine della libertà repubblicana. La sua morte non riportò la pace, ma aprì una nuova stagione di conflitti.',
        ],
        [
          'Augusto, il primo imperatore',
          "Ottaviano, figlio adottivo di Cesare, sconfisse Marco Antonio e Cleopatra nella battaglia di Azio del 31 a.C. Nel 27 a.C. il Senato gli conferì il titolo di Augusto. Pur mantenendo in apparenza le istituzioni repubblicane, Augusto concentrò nelle sue mani tutto il potere e divenne di fatto il primo imperatore. Il suo lungo governo inaugurò la pax romana, un periodo di pace e prosperità durato circa due secoli.",
        ],
      ]),
      chapter('Vita e monumenti di Roma', [
        [
          'Il Colosseo e gli spettacoli',
          "Il Colosseo, chiamato in origine Anfiteatro Flavio, fu inaugurato nell'80 d.C. dall'imperatore Tito. Poteva ospitare circa cinquantamila spettatori, che entravano da ottanta ingressi numerati. Nell'arena si svolgevano combattimenti tra gladiatori, cacce ad animali feroci e altri spettacoli offerti gratuitamente al popolo. Sotto il pavimento si trovavano gallerie e montacarichi che facevano comparire all'improvviso uomini e belve.",
        ],
        [
          'Strade, acquedotti e province',
          "Al suo massimo splendore, sotto Traiano, l'Impero si estendeva dalla Britannia alla Mesopotamia. Per governarlo i Romani costruirono oltre ottantamila chilometri di strade lastricate, lungo le quali viaggiavano soldati, mercanti e notizie. Gli acquedotti portavano acqua pulita nelle città, alimentando fontane e terme. Il latino, il diritto romano e l'urbanistica si diffusero in tutte le province e lasciano tracce ancora oggi.",
        ],
      ]),
    ],
  },
  {
    key: 'it-dante',
    author: 8,
    language: 'it',
    title: 'Dante e la Divina Commedia',
    subject: 'Italiano',
    subjectCode: 'language-arts',
    topic: "La vita di Dante Alighieri e la struttura della Commedia: le tre cantiche, le guide del viaggio e la legge del contrappasso.",
    audience: 'Studenti del terzo anno della scuola secondaria di secondo grado',
    readingLevel: 'high school',
    visibility: 'public',
    ageDays: 190,
    reads: 275,
    saves: 44,
    chapters: [
      chapter('Il poeta e il suo tempo', [
        [
          'La vita di Dante',
          "Dante Alighieri nacque a Firenze nel 1265. Da giovane si innamorò di Beatrice, che divenne per lui simbolo di bellezza e di salvezza. Partecipò attivamente alla vita politica della città, ma nel 1302, a causa delle lotte tra Guelfi Bianchi e Neri, fu condannato all'esilio. Non tornò mai più a Firenze e morì a Ravenna nel 1321, dopo aver completato la sua opera più celebre.",
        ],
        [
          'La struttura del poema',
          "La Commedia, che i posteri chiamarono Divina, racconta il viaggio immaginario di Dante nei tre regni dell'oltretomba: Inferno, Purgatorio e Paradiso. Ogni cantica contiene trentatré canti, che insieme al canto introduttivo formano un totale di cento. Il poema è scritto in terzine di endecasillabi a rima incatenata. Il numero tre, simbolo della Trinità, ricorre in tutta la struttura dell'opera.",
        ],
      ]),
      chapter("Il viaggio nell'oltretomba", [
        [
          'Le guide di Dante',
          "Nella selva oscura, smarrito e minacciato da tre belve, Dante incontra il poeta latino Virgilio, che lo guiderà attraverso l'Inferno e il Purgatorio. Virgilio rappresenta la ragione umana, capace di condurre l'uomo fino alle soglie della salvezza. In cima al Purgatorio, però, deve lasciare il posto a Beatrice, simbolo della fede e della grazia, che accompagna Dante nel Paradiso fino alla visione di Dio.",
        ],
        [
          'Il contrappasso',
          "Nell'Inferno le pene dei dannati seguono la legge del contrappasso: la punizione richiama, per somiglianza o per contrasto, il peccato commesso in vita. Così i lussuriosi, travolti in vita dalla passione, sono trascinati per sempre da una bufera violenta. Gli indovini, che pretendevano di vedere il futuro, camminano con la testa girata all'indietro. Questo principio rende ogni incontro un potente insegnamento morale.",
        ],
      ]),
    ],
  },
  {
    key: 'it-rinascimento',
    author: 9,
    language: 'it',
    title: "L'arte del Rinascimento",
    subject: 'Arte',
    subjectCode: 'art',
    topic: 'Un percorso tra le scoperte e i capolavori del Rinascimento italiano, da Brunelleschi e Botticelli a Leonardo, Michelangelo e Raffaello.',
    audience: "Adulti e appassionati d'arte",
    readingLevel: 'adult',
    visibility: 'public',
    ageDays: 5,
    reads: 38,
    saves: 6,
    chapters: [
      chapter('Firenze, culla di una nuova arte', [
        [
          'La scoperta della prospettiva',
          "All'inizio del Quattrocento, a Firenze, l'architetto Filippo Brunelleschi mise a punto la prospettiva lineare, un metodo geometrico per rappresentare lo spazio tridimensionale su una superficie piana: tutte le linee convergono verso un unico punto di fuga. Masaccio applicò subito questa scoperta nell'affresco della Trinità in Santa Maria Novella, creando l'illusione di una cappella profonda scavata nel muro. Per gli spettatori dell'epoca fu una rivelazione.",
        ],
        [
          'Botticelli e la bellezza classica',
          "Alla corte dei Medici, Sandro Botticelli dipinse opere come la Nascita di Venere e la Primavera. In questi quadri i miti greci e romani tornano protagonisti, accanto ai temi religiosi. Le figure sono eleganti e leggere, con linee sinuose e colori delicati. Gli intellettuali umanisti vedevano nella bellezza classica un riflesso dell'armonia divina, e Botticelli tradusse questa idea in immagini di grande poesia.",
        ],
      ]),
      chapter('I grandi maestri', [
        [
          'Leonardo da Vinci',
          "Leonardo da Vinci fu pittore, ingegnere, anatomista e inventore. Nella Gioconda usò la tecnica dello sfumato: i contorni si dissolvono in passaggi morbidi di luce e ombra, e il sorriso della donna sembra cambiare a seconda di come lo si guarda. Nell'Ultima Cena, a Milano, colse l'istante drammatico in cui Gesù annuncia il tradimento, mostrando le diverse reazioni degli apostoli.",
        ],
        [
          'Michelangelo e Raffaello',
          "Nel primo Cinquecento Roma divenne il nuovo centro dell'arte. Michelangelo, che si considerava soprattutto scultore, affrescò la volta della Cappella Sistina con scene della Genesi, tra cui la celebre Creazione di Adamo. Negli stessi anni Raffaello decorò le Stanze Vaticane: nella Scuola di Atene riunì i grandi filosofi dell'antichità in un'architettura maestosa, simbolo dell'equilibrio rinascimentale.",
        ],
      ]),
    ],
  },
];
