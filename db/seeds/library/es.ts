// Demo library books in Spanish.
import type { SeedBook } from './types.ts';

export const BOOKS: SeedBook[] = [
  {
    key: 'es-sistema-solar',
    author: 6,
    language: 'es',
    title: 'El sistema solar',
    subject: 'Ciencias',
    subjectCode: 'science',
    topic: 'Un recorrido por el Sol, los ocho planetas y los demás cuerpos del sistema solar, y por la fuerza de gravedad que los mantiene en órbita.',
    audience: 'Estudiantes de 10 a 13 años',
    readingLevel: 'middle school',
    visibility: 'public',
    featured: true,
    ageDays: 18,
    reads: 703,
    saves: 85,
    chapters: [
      {
        title: 'Nuestra estrella y su familia',
        sections: ['El Sol', 'La gravedad y las órbitas'],
        markdown: `## El Sol

En el centro del sistema solar se encuentra el **Sol**, una estrella formada sobre todo por hidrógeno y helio. En su núcleo, el hidrógeno se transforma en helio y libera una enorme cantidad de energía en forma de luz y calor. El Sol contiene más del 99 % de toda la masa del sistema solar, y sin su energía no existiría la vida en la Tierra.

## La gravedad y las órbitas

La **gravedad** es la fuerza con la que los cuerpos se atraen entre sí. Como el Sol tiene tanta masa, su gravedad mantiene a los planetas girando a su alrededor. El camino que sigue cada planeta se llama **órbita** y tiene forma de elipse, un círculo ligeramente alargado. Cuanto más lejos está un planeta del Sol, más tiempo tarda en completar una vuelta.
`,
      },
      {
        title: 'Los planetas',
        sections: ['Los planetas rocosos', 'Los gigantes gaseosos y helados'],
        markdown: `## Los planetas rocosos

Los cuatro planetas más cercanos al Sol son **Mercurio, Venus, la Tierra y Marte**. Se llaman planetas rocosos porque tienen una superficie sólida de roca y metal. Mercurio es el más pequeño; Venus es el más caliente por su densa atmósfera; la Tierra es el único con abundante agua líquida; y Marte es conocido como el planeta rojo por el óxido de hierro de su suelo.

## Los gigantes gaseosos y helados

Más allá del cinturón de asteroides se encuentran los planetas gigantes. **Júpiter** y **Saturno** están formados principalmente por gases; Júpiter es el mayor de todos los planetas y Saturno destaca por sus brillantes anillos de hielo y roca. **Urano** y **Neptuno**, los más lejanos, se llaman gigantes helados porque contienen mucha agua, amoníaco y metano congelados.
`,
      },
      {
        title: 'Más allá de los planetas',
        sections: ['Lunas, asteroides y cometas', 'La exploración espacial'],
        markdown: `## Lunas, asteroides y cometas

Además de los planetas, en el sistema solar hay muchos otros cuerpos:

- **lunas o satélites**, que giran alrededor de los planetas, como nuestra Luna
- **asteroides**, rocas que orbitan sobre todo entre Marte y Júpiter
- **cometas**, bolas de hielo y polvo que forman una larga cola al acercarse al Sol
- **planetas enanos**, como Plutón, demasiado pequeños para considerarse planetas

## La exploración espacial

Desde 1957, cuando se lanzó el primer satélite artificial, los seres humanos han explorado el espacio con cohetes, sondas y telescopios. En 1969 dos astronautas caminaron sobre la Luna por primera vez. Hoy, vehículos robóticos recorren la superficie de Marte, y sondas como las Voyager ya han salido de los límites del sistema solar.
`,
      },
    ],
  },
  {
    key: 'es-ecosistemas',
    author: 1,
    language: 'es',
    title: 'Los ecosistemas y sus seres vivos',
    subject: 'Ciencias Naturales',
    subjectCode: 'science',
    topic: 'Qué es un ecosistema, cómo se relacionan los seres vivos con su entorno y por qué debemos cuidarlo.',
    audience: 'Niños y niñas de 8 a 11 años',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 67,
    reads: 258,
    saves: 27,
    chapters: [
      {
        title: '¿Qué es un ecosistema?',
        sections: ['Seres vivos y medio físico', 'Tipos de ecosistemas'],
        markdown: `## Seres vivos y medio físico

Un **ecosistema** es un lugar donde viven juntos muchos seres vivos que se relacionan entre ellos y con su entorno. Está formado por dos partes. Los **seres vivos** son las plantas, los animales, los hongos y los microorganismos. El **medio físico** incluye el agua, el aire, el suelo, la luz y la temperatura. Todas estas partes dependen unas de otras.

## Tipos de ecosistemas

Existen ecosistemas de muchos tamaños. Un bosque, un desierto o un océano son ecosistemas enormes, pero un charco o el tronco de un árbol caído también lo son. Podemos dividirlos en dos grandes grupos:

- **ecosistemas terrestres**, como la selva, la pradera o la montaña
- **ecosistemas acuáticos**, como los ríos, los lagos y los mares
`,
      },
      {
        title: 'Relaciones en la naturaleza',
        sections: ['Las cadenas alimentarias', 'Cuidar los ecosistemas'],
        markdown: `## Las cadenas alimentarias

En un ecosistema, unos seres vivos sirven de alimento a otros. Esta relación se representa con una **cadena alimentaria**. Las plantas son **productoras**, porque fabrican su propio alimento con la luz del sol. Los animales son **consumidores**: el saltamontes come hierba, la rana come saltamontes y la serpiente come ranas. Los hongos y las bacterias son **descomponedores** y devuelven los nutrientes al suelo.

## Cuidar los ecosistemas

Las personas también formamos parte de los ecosistemas y podemos dañarlos. La contaminación, la tala de árboles y la caza excesiva hacen desaparecer especies. Si falta un ser vivo, toda la cadena alimentaria se desequilibra. Podemos ayudar con gestos sencillos: no tirar basura en el campo, ahorrar agua, reciclar y respetar a las plantas y los animales cuando salimos de excursión.
`,
      },
    ],
  },
  {
    key: 'es-finanzas-personales',
    author: 1,
    language: 'es',
    title: 'Finanzas personales para jóvenes',
    subject: 'Economía',
    subjectCode: 'economics',
    topic: 'Conceptos básicos para administrar el dinero: presupuesto, ahorro, consumo responsable y uso prudente de las tarjetas.',
    audience: 'Estudiantes de 15 a 18 años',
    readingLevel: 'high school',
    visibility: 'private',
    ageDays: 9,
    reads: 0,
    saves: 0,
    chapters: [
      {
        title: 'El dinero y tú',
        sections: ['Hacer un presupuesto', 'Ahorrar con un objetivo'],
        markdown: `## Hacer un presupuesto

Un **presupuesto** es un plan que indica cuánto dinero recibes y en qué lo vas a gastar. Aunque solo tengas una paga semanal o un trabajo de fin de semana, anotar tus ingresos y gastos te ayuda a tomar el control. Divide tus gastos en fijos, como el transporte, y variables, como el ocio. Al final del mes, compara lo previsto con lo que realmente gastaste.

## Ahorrar con un objetivo

Ahorrar es más fácil cuando sabes para qué lo haces. Fija una meta concreta, por ejemplo comprar una bicicleta o pagar un curso, y calcula cuánto necesitas apartar cada semana. Una buena costumbre es **pagarte primero**: guarda una parte del dinero en cuanto lo recibes, antes de gastar en otras cosas. Los pequeños ahorros constantes acaban sumando cantidades importantes.
`,
      },
      {
        title: 'Decisiones inteligentes',
        sections: ['Consumo responsable', 'Tarjetas y préstamos'],
        markdown: `## Consumo responsable

Antes de comprar, pregúntate si de verdad lo necesitas o si es solo un impulso. La publicidad y las redes sociales están diseñadas para crear deseos nuevos constantemente. Compara precios, lee opiniones y piensa en el impacto ambiental del producto. A veces, reparar, pedir prestado o comprar de segunda mano es la opción más inteligente para tu bolsillo y para el planeta.

## Tarjetas y préstamos

Una **tarjeta de débito** usa el dinero que ya tienes en tu cuenta, mientras que una **tarjeta de crédito** te presta dinero que deberás devolver. Si no pagas a tiempo, se cobran **intereses** que pueden ser muy altos. Antes de pedir un préstamo, fíjate en la TAE, que indica el coste real anual, y asegúrate de que podrás pagar las cuotas sin problemas.
`,
      },
    ],
  },
  {
    key: 'es-revolucion-mexicana',
    author: 7,
    language: 'es',
    title: 'La Revolución Mexicana',
    subject: 'Historia',
    subjectCode: 'history',
    topic: 'Las causas, los protagonistas y las consecuencias de la Revolución Mexicana, desde el fin del Porfiriato hasta la Constitución de 1917.',
    audience: 'Estudiantes de 14 a 17 años',
    readingLevel: 'high school',
    visibility: 'public',
    ageDays: 142,
    reads: 467,
    saves: 52,
    chapters: [
      {
        title: 'El México de Porfirio Díaz',
        sections: ['Orden y progreso', 'Las desigualdades del Porfiriato'],
        markdown: `## Orden y progreso

Porfirio Díaz gobernó México durante más de treinta años, entre 1876 y 1911, un periodo conocido como el **Porfiriato**. Bajo el lema «orden y progreso», su gobierno atrajo inversión extranjera, construyó miles de kilómetros de vías de ferrocarril y modernizó las ciudades. Sin embargo, Díaz se mantuvo en el poder mediante reelecciones continuas y limitó la libertad de prensa y la oposición política.

## Las desigualdades del Porfiriato

El crecimiento económico no benefició a todos. Las grandes haciendas acumularon la mayor parte de la tierra, mientras millones de campesinos e indígenas perdían sus parcelas y trabajaban en condiciones muy duras. Los obreros de fábricas y minas exigían mejores salarios, y huelgas como las de Cananea (1906) y Río Blanco (1907) fueron reprimidas con violencia. El descontento crecía en todo el país.
`,
      },
      {
        title: 'Los caudillos de la lucha',
        sections: ['Madero y el Plan de San Luis', 'Villa y Zapata'],
        markdown: `## Madero y el Plan de San Luis

En 1910, **Francisco I. Madero** se presentó como candidato contra Díaz con el lema «Sufragio efectivo, no reelección». Fue encarcelado y, tras escapar, publicó el **Plan de San Luis**, que llamaba a levantarse en armas el 20 de noviembre de 1910. Los levantamientos se extendieron rápidamente y, en 1911, Díaz renunció y partió al exilio. Madero fue elegido presidente, pero fue asesinado en 1913.

## Villa y Zapata

Dos líderes populares marcaron la Revolución. En el norte, **Francisco Villa** encabezó la poderosa División del Norte, formada por vaqueros, mineros y campesinos. En el sur, **Emiliano Zapata** luchó por devolver la tierra a los pueblos con el Plan de Ayala y el lema «Tierra y libertad». Ambos se enfrentaron a Victoriano Huerta y, más tarde, a Venustiano Carranza.
`,
      },
      {
        title: 'Un nuevo país',
        sections: ['La Constitución de 1917', 'El legado de la Revolución'],
        markdown: `## La Constitución de 1917

Durante el gobierno de Carranza se reunió en Querétaro un congreso que aprobó la **Constitución de 1917**, todavía vigente hoy con reformas. Entre sus artículos más importantes destacan:

- el **artículo 3**, sobre la educación laica y gratuita
- el **artículo 27**, que permitió el reparto de tierras
- el **artículo 123**, que reconoció derechos laborales como la jornada de ocho horas

## El legado de la Revolución

La Revolución Mexicana costó cientos de miles de vidas, pero transformó profundamente el país. En las décadas siguientes se repartieron tierras a los ejidos, se amplió la educación pública y surgió un fuerte sentimiento de identidad nacional. Artistas como Diego Rivera y José Clemente Orozco pintaron grandes murales que contaban la historia de la lucha y de sus protagonistas.
`,
      },
    ],
  },
  {
    key: 'es-ecuaciones',
    author: 6,
    language: 'es',
    title: 'Ecuaciones de primer grado',
    subject: 'Matemáticas',
    subjectCode: 'mathematics',
    topic: 'Cómo plantear y resolver ecuaciones de primer grado con una incógnita, paso a paso y con problemas de la vida cotidiana.',
    audience: 'Estudiantes de 12 a 14 años',
    readingLevel: 'middle school',
    visibility: 'unlisted',
    ageDays: 112,
    reads: 26,
    saves: 3,
    chapters: [
      {
        title: 'Qué es una ecuación',
        sections: ['Miembros, términos e incógnitas', 'Ecuaciones equivalentes'],
        markdown: `## Miembros, términos e incógnitas

Una **ecuación** es una igualdad entre dos expresiones que contiene al menos un valor desconocido, llamado **incógnita**, que solemos representar con la letra x. Lo que está a la izquierda del signo igual es el **primer miembro** y lo que está a la derecha, el **segundo miembro**. Cada sumando se llama **término**. En la ecuación 2x + 3 = 11, la solución es x = 4.

## Ecuaciones equivalentes

Dos ecuaciones son **equivalentes** cuando tienen la misma solución. Obtenemos una ecuación equivalente si sumamos o restamos el mismo número en los dos miembros, o si los multiplicamos o dividimos por el mismo número distinto de cero. Es como una balanza en equilibrio: si quitamos el mismo peso de los dos platillos, la balanza sigue equilibrada.
`,
      },
      {
        title: 'Resolver y aplicar',
        sections: ['Pasos para resolver una ecuación', 'Problemas con ecuaciones'],
        markdown: `## Pasos para resolver una ecuación

Para resolver una ecuación de primer grado, sigue este orden:

1. Quita los paréntesis y los denominadores.
2. Agrupa los términos con x en un miembro y los números en el otro.
3. Reduce los términos semejantes.
4. Despeja la x dividiendo entre su coeficiente.

Por último, comprueba la solución sustituyéndola en la ecuación original.

## Problemas con ecuaciones

Muchos problemas se resuelven con ecuaciones. Lee el enunciado con atención, decide qué representa la incógnita y traduce el texto al lenguaje algebraico. Por ejemplo: «Ana tiene el triple de cromos que Luis y entre los dos tienen 48». Si Luis tiene x cromos, entonces x + 3x = 48, así que 4x = 48 y x = 12. Luis tiene 12 cromos y Ana, 36.
`,
      },
    ],
  },
  {
    key: 'es-alimentacion-saludable',
    author: 7,
    language: 'es',
    title: 'Alimentación saludable',
    subject: 'Salud',
    subjectCode: 'health',
    topic: 'Los nutrientes que necesita nuestro cuerpo, los grupos de alimentos y cómo organizar una dieta equilibrada.',
    audience: 'Estudiantes de 11 a 14 años',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 34,
    reads: 339,
    saves: 41,
    chapters: [
      {
        title: 'Los nutrientes',
        sections: ['Hidratos, proteínas y grasas', 'Vitaminas, minerales y agua'],
        markdown: `## Hidratos, proteínas y grasas

Los alimentos contienen **nutrientes**, sustancias que el cuerpo necesita para funcionar. Los **hidratos de carbono**, presentes en el pan, el arroz y la pasta, nos dan energía rápida. Las **proteínas**, que encontramos en la carne, el pescado, los huevos y las legumbres, sirven para construir y reparar los músculos. Las **grasas** aportan energía de reserva, aunque conviene elegir las saludables, como el aceite de oliva.

## Vitaminas, minerales y agua

Las **vitaminas** y los **minerales** se necesitan en pequeñas cantidades, pero son imprescindibles. La vitamina C de las naranjas ayuda a nuestras defensas, y el calcio de la leche fortalece los huesos y los dientes. El **agua** es el componente más abundante del cuerpo: forma más de la mitad de nuestro peso, por eso debemos beber varios vasos al día.
`,
      },
      {
        title: 'Una dieta equilibrada',
        sections: ['El plato saludable', 'Hábitos para toda la vida'],
        markdown: `## El plato saludable

Una forma sencilla de comer bien es imaginar un plato dividido en partes:

- **la mitad**, verduras y frutas de colores variados
- **un cuarto**, cereales, preferiblemente integrales
- **un cuarto**, proteínas como legumbres, pescado, huevos o carne

Acompaña la comida con agua y reserva los dulces y los refrescos para ocasiones especiales.

## Hábitos para toda la vida

Comer bien no depende solo de qué comemos, sino también de cómo lo hacemos. Es importante desayunar antes de ir a clase, hacer varias comidas al día sin saltarse ninguna y comer despacio, masticando bien. Compartir la mesa con la familia, leer las etiquetas de los productos y hacer actividad física a diario completan un estilo de vida saludable.
`,
      },
    ],
  },
  {
    key: 'es-introduccion-poesia',
    author: 6,
    language: 'es',
    title: 'Introducción a la poesía',
    subject: 'Lengua y Literatura',
    subjectCode: 'language-arts',
    topic: 'Los elementos básicos del poema (verso, estrofa, rima y métrica) y las principales figuras literarias, con ejemplos de poetas en español.',
    audience: 'Estudiantes de 12 a 15 años',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 199,
    reads: 184,
    saves: 22,
    chapters: [
      {
        title: 'La forma del poema',
        sections: ['Versos y estrofas', 'Rima y métrica'],
        markdown: `## Versos y estrofas

Un poema no se escribe como un texto corriente. Cada línea de un poema se llama **verso**, y un grupo de versos forma una **estrofa**. Algunas estrofas tienen nombre propio: el pareado tiene dos versos y el cuarteto, cuatro. El soneto combina dos cuartetos y dos tercetos. La forma en que el poeta corta los versos influye en el ritmo y en el significado.

## Rima y métrica

La **rima** es la repetición de sonidos al final de los versos a partir de la última vocal acentuada. Es **consonante** cuando coinciden vocales y consonantes, como en «camino» y «destino», y **asonante** cuando solo coinciden las vocales, como en «luna» y «pluma». La **métrica** consiste en contar las sílabas de cada verso; por ejemplo, el endecasílabo tiene once sílabas.
`,
      },
      {
        title: 'El lenguaje poético',
        sections: ['Las figuras literarias', 'Escribir tu propio poema'],
        markdown: `## Las figuras literarias

Los poetas usan recursos especiales para embellecer el lenguaje y expresar emociones. Algunos de los más frecuentes son:

- la **metáfora**, que identifica dos realidades: «tus ojos son luceros»
- la **comparación**, que usa «como»: «blanca como la nieve»
- la **personificación**, que da cualidades humanas a las cosas: «el viento canta»
- la **hipérbole**, que exagera: «te lo he dicho un millón de veces»

## Escribir tu propio poema

Para escribir un poema no hace falta esperar la inspiración. Elige un tema cercano, como un recuerdo, un lugar o una persona, y anota todas las imágenes que te vengan a la mente. Después, ordénalas en versos cortos y busca una metáfora que sorprenda. Lee el poema en voz alta para descubrir su ritmo. Poetas como Gloria Fuertes o Pablo Neruda pueden servirte de modelo.
`,
      },
    ],
  },
];
