// Demo library books in French.
import type { SeedBook } from './types.ts';

export const BOOKS: SeedBook[] = [
  {
    key: 'fr-cycle-de-l-eau',
    author: 3,
    language: 'fr',
    title: 'Le cycle de l’eau',
    subject: 'Sciences',
    subjectCode: 'science',
    topic: 'Comment l’eau circule sans cesse entre les océans, l’atmosphère et les continents, et pourquoi il faut la préserver.',
    audience: 'Élèves de 8 à 11 ans',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 104,
    reads: 274,
    saves: 31,
    chapters: [
      {
        title: 'Les états de l’eau',
        sections: ['Solide, liquide et gazeux', 'L’évaporation'],
        markdown: `## Solide, liquide et gazeux

L’eau peut se présenter sous trois états. Elle est **solide** quand elle forme de la glace ou de la neige, **liquide** dans les rivières et les océans, et **gazeuse** sous forme de vapeur d’eau invisible dans l’air. Elle change d’état selon la température : la glace fond au-dessus de 0 °C et l’eau bout à 100 °C. Ces changements sont le moteur du cycle de l’eau.

## L’évaporation

Quand le soleil chauffe la surface des mers, des lacs et des flaques, une partie de l’eau se transforme en vapeur et monte dans l’atmosphère. C’est l’**évaporation**. Le sel reste dans la mer : c’est pourquoi la vapeur d’eau et, plus tard, la pluie sont de l’eau douce. Les plantes rejettent aussi de la vapeur par leurs feuilles : on parle de transpiration.
`,
      },
      {
        title: 'Du nuage à la rivière',
        sections: ['La condensation et les nuages', 'Les précipitations et le ruissellement'],
        markdown: `## La condensation et les nuages

En s’élevant, la vapeur d’eau rencontre de l’air de plus en plus froid. Elle se refroidit et se transforme en minuscules gouttelettes d’eau liquide : c’est la **condensation**. Ces gouttelettes, accrochées à de fines poussières, forment les nuages. On observe le même phénomène le matin, lorsque la rosée apparaît sur l’herbe, ou quand la buée couvre le miroir de la salle de bains.

## Les précipitations et le ruissellement

Dans les nuages, les gouttelettes se regroupent et grossissent. Lorsqu’elles deviennent trop lourdes, elles tombent : ce sont les **précipitations**, sous forme de pluie, de neige ou de grêle. Une partie de l’eau **ruisselle** sur le sol jusqu’aux rivières, qui la ramènent vers la mer. Une autre partie **s’infiltre** dans la terre et forme des nappes souterraines.
`,
      },
      {
        title: 'Protéger l’eau',
        sections: ['Une ressource précieuse', 'Les bons gestes'],
        markdown: `## Une ressource précieuse

L’eau recouvre la plus grande partie de notre planète, mais presque toute cette eau est salée. L’eau douce facile à utiliser, celle des rivières, des lacs et des nappes, ne représente qu’une toute petite partie du total. Or, nous en avons besoin pour boire, cultiver, fabriquer des objets et produire de l’énergie. Dans certaines régions du monde, elle manque cruellement.

## Les bons gestes

Chacun peut agir pour économiser et protéger l’eau :

- fermer le robinet pendant qu’on se brosse les dents
- préférer une douche courte à un bain
- récupérer l’eau de pluie pour arroser le jardin
- ne jamais jeter de produits chimiques dans l’évier

Ces petits gestes, répétés chaque jour par des millions de personnes, font une grande différence.
`,
      },
    ],
  },
  {
    key: 'fr-moyen-age',
    author: 5,
    language: 'fr',
    title: 'La vie au Moyen Âge',
    subject: 'Histoire',
    subjectCode: 'history',
    topic: 'La vie quotidienne des seigneurs, des paysans et des moines dans la France médiévale.',
    audience: 'Élèves de 9 à 11 ans',
    readingLevel: 'primary',
    visibility: 'private',
    ageDays: 7,
    reads: 0,
    saves: 0,
    chapters: [
      {
        title: 'Le château fort et le seigneur',
        sections: ['Un château pour se défendre', 'Seigneurs et chevaliers'],
        markdown: `## Un château pour se défendre

Au Moyen Âge, les seigneurs construisent des **châteaux forts** pour protéger leurs terres. D’abord en bois, ils sont ensuite bâtis en pierre. Le château est entouré de hautes murailles et souvent d’un fossé rempli d’eau, les douves. On y entre par un pont-levis. Au centre se dresse le **donjon**, la tour la plus haute, où vit le seigneur avec sa famille.

## Seigneurs et chevaliers

Le **seigneur** possède des terres et protège les habitants qui y vivent. En échange, ceux-ci lui doivent des impôts et du travail. Les **chevaliers** sont des guerriers à cheval, armés d’une épée et d’une lance et protégés par une armure. Pour devenir chevalier, un jeune noble est d’abord page, puis écuyer, avant d’être adoubé vers l’âge de vingt ans.
`,
      },
      {
        title: 'Paysans et moines',
        sections: ['La vie au village', 'Le monastère'],
        markdown: `## La vie au village

La plupart des gens sont des **paysans**. Ils vivent dans des maisons simples en bois et en torchis, avec leurs animaux. Ils travaillent du lever au coucher du soleil pour cultiver le blé, élever des moutons et entretenir les terres du seigneur. Ils doivent donner une partie de leurs récoltes au seigneur et à l’Église, et il leur reste souvent peu pour vivre.

## Le monastère

Les **moines** vivent ensemble dans un monastère, selon une règle stricte. Leur journée est rythmée par la prière, le travail et l’étude. Certains moines, appelés copistes, recopient des livres à la main sur du parchemin et les décorent d’enluminures. Les monastères accueillent aussi les voyageurs et les malades, et ils jouent un grand rôle dans la transmission du savoir.
`,
      },
    ],
  },
  {
    key: 'fr-revolution-francaise',
    author: 9,
    language: 'fr',
    title: 'La Révolution française',
    subject: 'Histoire',
    subjectCode: 'history',
    topic: 'Les causes, les grandes étapes et l’héritage de la Révolution française, de la crise de 1789 à l’arrivée au pouvoir de Bonaparte.',
    audience: 'Élèves de 14 à 17 ans',
    readingLevel: 'high school',
    visibility: 'public',
    featured: true,
    ageDays: 57,
    reads: 588,
    saves: 76,
    chapters: [
      {
        title: 'La fin de l’Ancien Régime',
        sections: ['Une société d’ordres', 'La crise de 1789'],
        markdown: `## Une société d’ordres

À la fin du XVIIIe siècle, la France est une monarchie absolue : le roi Louis XVI tient son pouvoir de Dieu et décide seul. La société est divisée en trois ordres. Le **clergé** et la **noblesse** jouissent de privilèges, comme l’exemption de certains impôts. Le **tiers état**, qui rassemble paysans, artisans et bourgeois, représente plus de 95 % de la population et supporte presque toute la charge fiscale.

## La crise de 1789

Dans les années 1780, l’État est au bord de la faillite, en partie à cause du coût de la guerre d’indépendance américaine. De mauvaises récoltes font flamber le prix du pain. Pour trouver de l’argent, Louis XVI convoque les **États généraux** en mai 1789. Les députés du tiers état réclament le vote par tête et, le 20 juin, jurent au Jeu de paume de donner une constitution à la France.
`,
      },
      {
        title: 'L’année 1789',
        sections: ['La prise de la Bastille', 'La Déclaration des droits de l’homme et du citoyen'],
        markdown: `## La prise de la Bastille

Le roi rassemble des troupes autour de Paris, ce qui inquiète la population. Le **14 juillet 1789**, des Parisiens à la recherche d’armes et de poudre prennent d’assaut la **Bastille**, une forteresse-prison qui symbolise l’arbitraire royal. Sa chute marque l’entrée du peuple dans la Révolution. Dans les campagnes, la Grande Peur pousse les paysans à attaquer des châteaux.

## La Déclaration des droits de l’homme et du citoyen

Dans la nuit du 4 août 1789, l’Assemblée nationale abolit les privilèges. Le 26 août, elle adopte la **Déclaration des droits de l’homme et du citoyen**. Son premier article affirme que « les hommes naissent et demeurent libres et égaux en droits ». Le texte proclame aussi la souveraineté de la nation, la liberté d’expression et l’égalité devant la loi.
`,
      },
      {
        title: 'La République en guerre',
        sections: ['La chute de la monarchie', 'La Terreur et ses suites'],
        markdown: `## La chute de la monarchie

Louis XVI accepte mal la perte de ses pouvoirs. En juin 1791, il tente de fuir, mais il est arrêté à Varennes. En 1792, la France entre en guerre contre l’Autriche. Le 10 août, les insurgés prennent le palais des Tuileries, et la **République** est proclamée le 21 septembre 1792. Jugé pour trahison, le roi est guillotiné en janvier 1793.

## La Terreur et ses suites

Menacée par la guerre et les révoltes intérieures, la Convention instaure la **Terreur** en 1793-1794. Sous l’influence de Robespierre, des milliers de suspects sont exécutés. Après la chute de Robespierre en juillet 1794, un régime plus modéré, le Directoire, gouverne le pays. En 1799, le général **Napoléon Bonaparte** prend le pouvoir par un coup d’État, ce qui met fin à la Révolution.
`,
      },
    ],
  },
  {
    key: 'fr-geometrie',
    author: 3,
    language: 'fr',
    title: 'Initiation à la géométrie',
    subject: 'Mathématiques',
    subjectCode: 'mathematics',
    topic: 'Les notions de base de la géométrie plane : points, droites, angles, triangles, et le calcul des périmètres et des aires.',
    audience: 'Élèves de 11 à 12 ans (classe de sixième)',
    readingLevel: 'middle school',
    visibility: 'unlisted',
    ageDays: 81,
    reads: 12,
    saves: 1,
    chapters: [
      {
        title: 'Les figures de base',
        sections: ['Points, droites et segments', 'Les angles'],
        markdown: `## Points, droites et segments

En géométrie, un **point** indique une position ; on le nomme avec une lettre majuscule, comme A. Une **droite** passe par deux points et se prolonge à l’infini des deux côtés. Un **segment**, noté [AB], est la portion de droite comprise entre A et B : il a une longueur que l’on mesure avec une règle. Deux droites qui ne se coupent jamais sont **parallèles**.

## Les angles

Un **angle** est formé par deux demi-droites qui ont la même origine, appelée sommet. On le mesure en degrés avec un rapporteur. Un angle **droit** mesure 90°, comme le coin d’une feuille. Un angle **aigu** mesure moins de 90°, un angle **obtus** entre 90° et 180°, et un angle **plat** exactement 180°. Deux droites qui se coupent à angle droit sont **perpendiculaires**.
`,
      },
      {
        title: 'Mesurer les figures',
        sections: ['Triangles et quadrilatères', 'Périmètre et aire'],
        markdown: `## Triangles et quadrilatères

Un **triangle** a trois côtés et trois angles dont la somme vaut toujours 180°. Il peut être isocèle, avec deux côtés égaux, équilatéral, avec trois côtés égaux, ou rectangle, avec un angle droit. Parmi les **quadrilatères**, qui ont quatre côtés, on trouve le carré, le rectangle, le losange et le parallélogramme, chacun avec ses propriétés.

## Périmètre et aire

Le **périmètre** est la longueur du contour d’une figure : pour un rectangle de 5 cm sur 3 cm, il vaut 2 × (5 + 3) = 16 cm. L’**aire** mesure la surface intérieure et s’exprime en unités carrées. L’aire de ce même rectangle est 5 × 3 = 15 cm². Pour un triangle, on multiplie la base par la hauteur, puis on divise par deux.
`,
      },
    ],
  },
  {
    key: 'fr-fables-la-fontaine',
    author: 9,
    language: 'fr',
    title: 'Les Fables de La Fontaine',
    subject: 'Français',
    subjectCode: 'language-arts',
    topic: 'Découvrir Jean de La Fontaine et ses fables, comprendre leur morale et apprendre à les dire à voix haute.',
    audience: 'Élèves de 8 à 11 ans',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 132,
    reads: 366,
    saves: 44,
    chapters: [
      {
        title: 'Un poète et ses animaux',
        sections: ['Qui était Jean de La Fontaine ?', 'Qu’est-ce qu’une fable ?'],
        markdown: `## Qui était Jean de La Fontaine ?

**Jean de La Fontaine** est né en 1621 à Château-Thierry, en Champagne. Il a vécu à l’époque du roi Louis XIV. Il a écrit des contes et des poèmes, mais il est surtout célèbre pour ses **Fables**, publiées en plusieurs recueils à partir de 1668. Il en a écrit plus de deux cents ! Aujourd’hui encore, les enfants de France les apprennent par cœur à l’école.

## Qu’est-ce qu’une fable ?

Une **fable** est une courte histoire, souvent écrite en vers, qui sert à donner une leçon. Les personnages sont le plus souvent des animaux qui parlent et agissent comme des humains : le renard est rusé, le lion est puissant, la fourmi est travailleuse. La leçon de l’histoire s’appelle la **morale**. Elle se trouve parfois au début, parfois à la fin de la fable.
`,
      },
      {
        title: 'Lire et comprendre',
        sections: ['Le Corbeau et le Renard', 'Dire une fable'],
        markdown: `## Le Corbeau et le Renard

Dans cette fable très connue, un corbeau est perché sur un arbre, un fromage dans son bec. Un renard, attiré par l’odeur, le flatte en vantant son beau plumage et sa voix. Fier, le corbeau ouvre le bec pour chanter… et laisse tomber le fromage ! La morale : « Tout flatteur vit aux dépens de celui qui l’écoute. » Il faut se méfier des compliments trop beaux.

## Dire une fable

Pour bien réciter une fable, il faut d’abord la comprendre. Voici quelques conseils :

- lire la fable plusieurs fois et chercher les mots difficiles
- repérer les personnages et changer de voix pour chacun
- respecter la ponctuation pour marquer les pauses
- regarder le public et bien articuler

Tu peux ensuite t’entraîner devant ta famille avant de la dire en classe.
`,
      },
    ],
  },
  {
    key: 'fr-volcans',
    author: 5,
    language: 'fr',
    title: 'Les volcans',
    subject: 'Sciences de la vie et de la Terre',
    subjectCode: 'biology',
    topic: 'Ce qu’est un volcan, comment se produit une éruption et comment les scientifiques surveillent les volcans actifs.',
    audience: 'Élèves de 11 à 13 ans',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 215,
    reads: 231,
    saves: 25,
    chapters: [
      {
        title: 'Comprendre les volcans',
        sections: ['Anatomie d’un volcan', 'Deux types d’éruptions'],
        markdown: `## Anatomie d’un volcan

Un volcan est un relief formé par l’accumulation de matériaux venus des profondeurs de la Terre. Sous le volcan se trouve un **réservoir magmatique**, où s’accumule le **magma**, une roche fondue très chaude. Lors d’une éruption, le magma monte par une **cheminée** et sort par le **cratère**. À la surface, il perd une partie de ses gaz et prend le nom de **lave**.

## Deux types d’éruptions

On distingue deux grands types d’éruptions. Les éruptions **effusives** produisent des coulées de lave fluide qui descendent lentement les flancs du volcan, comme au Piton de la Fournaise, à La Réunion. Les éruptions **explosives** projettent des cendres, des bombes volcaniques et des nuées ardentes très dangereuses, car la lave est visqueuse et les gaz restent piégés. Le Vésuve, en Italie, en est un exemple célèbre.
`,
      },
      {
        title: 'Vivre avec les volcans',
        sections: ['Surveiller pour prévoir', 'Les volcans de France'],
        markdown: `## Surveiller pour prévoir

Les **volcanologues** surveillent en permanence les volcans actifs. Des sismomètres enregistrent les petits séismes provoqués par la remontée du magma, des appareils mesurent le gonflement du sol, et des capteurs analysent les gaz qui s’échappent. Grâce à ces observations, les autorités peuvent alerter et, si nécessaire, évacuer la population avant une éruption dangereuse.

## Les volcans de France

La France possède de nombreux volcans. Dans le Massif central, la **chaîne des Puys** rassemble environ quatre-vingts volcans endormis, inscrits au patrimoine mondial de l’UNESCO. Outre-mer, le **Piton de la Fournaise**, à La Réunion, est l’un des volcans les plus actifs du monde, tandis que la **montagne Pelée**, en Martinique, a détruit la ville de Saint-Pierre en 1902.
`,
      },
    ],
  },
];
