// Demo library books in English.
import type { SeedBook } from './types.ts';

export const BOOKS: SeedBook[] = [
  {
    key: 'en-photosynthesis',
    author: 1,
    language: 'en',
    title: 'Photosynthesis: How Plants Make Food',
    subject: 'Biology',
    subjectCode: 'biology',
    topic: 'How green plants use sunlight, water and carbon dioxide to make their own food, and why this process matters for all life on Earth.',
    audience: 'Students aged 11–13',
    readingLevel: 'middle school',
    visibility: 'public',
    featured: true,
    ageDays: 12,
    reads: 812,
    saves: 97,
    chapters: [
      {
        title: 'Plants as Food Factories',
        sections: ['What Plants Need', 'The Role of Chlorophyll'],
        markdown: `## What Plants Need

Animals must find or hunt their food, but green plants make their own. The process they use is called **photosynthesis**, from Greek words meaning "putting together with light". To carry it out, a plant needs three simple ingredients: **sunlight**, water drawn up from the soil by its roots, and **carbon dioxide** taken from the air. From these, it builds sugar that fuels every part of its growth.

## The Role of Chlorophyll

Leaves look green because their cells are packed with a pigment called **chlorophyll**. Chlorophyll sits inside tiny structures called chloroplasts, and its job is to capture energy from sunlight. It absorbs red and blue light very well but reflects green light, which is why that colour reaches our eyes. Without chlorophyll, a plant could not trap the energy it needs to make food.
`,
      },
      {
        title: 'Inside the Leaf',
        sections: ['Stomata and Gas Exchange', 'The Photosynthesis Equation'],
        markdown: `## Stomata and Gas Exchange

The underside of a leaf is covered with thousands of tiny pores called **stomata**. Each pore is surrounded by two guard cells that open and close it. When the stomata are open, carbon dioxide flows into the leaf and oxygen flows out. Plants also lose water vapour through these pores, so on hot, dry days they close them to avoid wilting.

## The Photosynthesis Equation

Scientists summarise photosynthesis with a word equation:

**carbon dioxide + water → glucose + oxygen** (using light energy)

The glucose is a sugar the plant uses for energy or turns into starch for storage. It can also be built into cellulose, the tough material of cell walls. The oxygen is released into the air as a waste product.
`,
      },
      {
        title: 'Why It Matters',
        sections: ['Oxygen for the Planet', 'Food Chains Begin Here'],
        markdown: `## Oxygen for the Planet

Almost all the oxygen we breathe was released by photosynthesis in plants, algae and tiny ocean organisms called phytoplankton. Every breath you take depends on this quiet work happening in leaves and seas around the world. Photosynthesis also removes carbon dioxide from the atmosphere, which helps to regulate the climate of our planet.

## Food Chains Begin Here

Plants are called **producers** because they make food from sunlight. A caterpillar that eats a leaf, a bird that eats the caterpillar and a hawk that eats the bird all rely on energy first captured by chlorophyll. Without photosynthesis, food chains on land and in water would collapse, and almost no living thing could survive.
`,
      },
    ],
  },
  {
    key: 'en-world-war-one',
    author: 6,
    language: 'en',
    title: 'World War I: The Great War',
    subject: 'History',
    subjectCode: 'history',
    topic: 'The causes, main events and lasting consequences of the First World War, from 1914 to the peace treaties of 1919.',
    audience: 'Students aged 14–17',
    readingLevel: 'high school',
    visibility: 'public',
    ageDays: 210,
    reads: 498,
    saves: 55,
    chapters: [
      {
        title: 'The Road to War',
        sections: ['Alliances and Rivalries', 'The Spark in Sarajevo'],
        markdown: `## Alliances and Rivalries

By 1914 Europe was divided into two armed camps. The **Triple Entente** linked France, Russia and Britain, while the **Triple Alliance** joined Germany, Austria-Hungary and Italy. Historians often summarise the long-term causes in four words: militarism, alliances, imperialism and nationalism. The great powers competed for colonies, built up huge armies and raced to build battleships, so a local crisis could quickly draw everyone in.

## The Spark in Sarajevo

On 28 June 1914, Archduke Franz Ferdinand, heir to the Austro-Hungarian throne, was assassinated in Sarajevo by Gavrilo Princip, a young Bosnian Serb nationalist. Austria-Hungary blamed Serbia and declared war a month later. Within days the alliance system pulled in Russia, Germany, France and Britain. Many people expected a short war that would be "over by Christmas".
`,
      },
      {
        title: 'Life and Death at the Front',
        sections: ['Trench Warfare', 'A Global Conflict'],
        markdown: `## Trench Warfare

On the Western Front, both sides dug long lines of trenches stretching from the Belgian coast to Switzerland. Between them lay **no man's land**, a strip of mud, barbed wire and shell craters. Soldiers faced rats, disease, cold and constant shelling. Machine guns and poison gas made attacks extremely costly: on the first day of the Battle of the Somme in 1916, Britain suffered about 57,000 casualties.

## A Global Conflict

The war spread far beyond Europe. Fighting took place in the Middle East, in Africa and at sea, and soldiers came from India, Australia, Canada, New Zealand and many colonies. The Ottoman Empire joined the Central Powers, and in 1917 the United States entered on the Allied side after German submarines attacked its shipping. At home, women took on jobs in factories and on farms.
`,
      },
      {
        title: 'The End and Its Legacy',
        sections: ['The Armistice', 'The Treaty of Versailles'],
        markdown: `## The Armistice

By 1918 Germany was exhausted by the naval blockade, failed offensives and unrest at home, and its allies collapsed one by one. An **armistice**, or ceasefire, was signed in a railway carriage at Compiègne and came into effect at 11 o'clock on 11 November 1918. Around nine million soldiers had died, and many more were wounded in body and mind.

## The Treaty of Versailles

In 1919 the victors met in Paris to decide the peace. The **Treaty of Versailles** forced Germany to accept blame for the war, pay large reparations, give up territory and limit its army. New countries such as Poland and Czechoslovakia appeared on the map, and the League of Nations was created to keep the peace. Many Germans resented the treaty, which fuelled the tensions that led to another war.
`,
      },
    ],
  },
  {
    key: 'en-fractions',
    author: 2,
    language: 'en',
    title: 'Fractions Made Simple',
    subject: 'Mathematics',
    subjectCode: 'mathematics',
    topic: 'An introduction to fractions as parts of a whole, including numerators, denominators, equivalent fractions and comparing fractions.',
    audience: 'Pupils aged 8–10',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 45,
    reads: 534,
    saves: 61,
    chapters: [
      {
        title: 'Parts of a Whole',
        sections: ['Sharing a Pizza', 'Numerators and Denominators'],
        markdown: `## Sharing a Pizza

Imagine a pizza cut into four equal slices. If you eat one slice, you have eaten one quarter of the pizza. We write this as **1/4**. A fraction is a way of describing a part of something that has been split into equal pieces. The pieces must all be the same size, or the fraction will not be fair!

## Numerators and Denominators

Every fraction has two numbers. The bottom number is the **denominator**. It tells you how many equal parts the whole has been divided into. The top number is the **numerator**. It tells you how many of those parts you have. In the fraction 3/5, the whole is split into five parts and we have three of them.
`,
      },
      {
        title: 'Fractions That Are Equal',
        sections: ['Equivalent Fractions', 'Simplifying Fractions'],
        markdown: `## Equivalent Fractions

Some fractions look different but mean the same amount. Fold a paper strip in half and shade one part: that is 1/2. Now fold it in half again. The shaded area is now 2/4 of the strip, yet it has not changed size. Fractions like 1/2, 2/4 and 4/8 are called **equivalent fractions**.

To make an equivalent fraction, multiply the numerator and the denominator by the same number.

## Simplifying Fractions

Simplifying a fraction means writing it with the smallest possible numbers. To do this, divide the numerator and the denominator by the same number. For example, 6/8 can be simplified by dividing both numbers by 2, giving 3/4. When no number except 1 divides both the top and the bottom, the fraction is in its **simplest form**.
`,
      },
      {
        title: 'Comparing and Adding',
        sections: ['Which Fraction Is Bigger?', 'Adding Fractions with the Same Denominator'],
        markdown: `## Which Fraction Is Bigger?

When two fractions have the same denominator, just compare the numerators. 5/8 is bigger than 3/8 because five pieces are more than three pieces of the same size. When the numerators are the same, the fraction with the smaller denominator is bigger: 1/3 is more than 1/6, because a cake cut into three pieces gives bigger slices.

## Adding Fractions with the Same Denominator

Adding fractions is easy when the denominators match. Add the numerators and keep the denominator the same:

- 1/5 + 2/5 = 3/5
- 3/8 + 4/8 = 7/8

The denominator stays the same because the size of the pieces does not change. You are only counting how many pieces you have altogether.
`,
      },
    ],
  },
  {
    key: 'en-secret-diary',
    author: 1,
    language: 'en',
    title: 'Secret Diary Notes',
    subject: 'Writing',
    subjectCode: 'language-arts',
    topic: 'Private planning notes on keeping a writing diary and turning daily observations into short stories.',
    audience: 'My own use while planning a writing unit',
    readingLevel: 'adult',
    visibility: 'private',
    ageDays: 3,
    reads: 0,
    saves: 0,
    chapters: [
      {
        title: 'Morning Pages',
        sections: ['Why Write Every Day', 'Capturing Small Details'],
        markdown: `## Why Write Every Day

These notes are for me while I plan next term's writing unit. The idea is simple: write three pages each morning before doing anything else, without stopping to correct spelling. The habit clears the mind and turns writing into something ordinary rather than frightening. Students might start with just one page and build up over a few weeks.

## Capturing Small Details

Good diary entries notice small things: the smell of rain on a hot road, a stranger's laugh on the bus, the **zanzibarian** blue of the spice jar on my kitchen shelf. I invented that word to describe a colour I could not name, and it reminded me that writers are allowed to play with language. Encourage students to invent one word a week.
`,
      },
      {
        title: 'From Notes to Stories',
        sections: ['Finding a Voice', 'Drafting the Unit'],
        markdown: `## Finding a Voice

A diary is the safest place to experiment with voice because nobody else reads it. Try writing the same event three ways: angry, amused and calm. Notice how the word choices, sentence lengths and punctuation change. Students often discover that their most honest voice is the one they use when they are not trying to impress anyone.

## Drafting the Unit

A rough plan for the unit, still to be refined:

- Week one: a daily diary habit and observation walks
- Week two: rewriting one entry as a short scene
- Week three: peer feedback in pairs
- Week four: a finished story of about 800 words

Remember to ask the librarian for published diaries we can read aloud as examples.
`,
      },
    ],
  },
  {
    key: 'en-python',
    author: 4,
    language: 'en',
    title: 'Introduction to Python Programming',
    subject: 'Computer Science',
    subjectCode: 'computer-science',
    topic: 'A first course in programming with Python, covering variables, decisions, loops and functions through short examples.',
    audience: 'Students aged 14–18 with no coding experience',
    readingLevel: 'high school',
    visibility: 'public',
    featured: true,
    ageDays: 5,
    reads: 887,
    saves: 114,
    chapters: [
      {
        title: 'Getting Started',
        sections: ['What Is a Program?', 'Variables and Values'],
        markdown: `## What Is a Program?

A program is a list of instructions that a computer follows exactly, one step at a time. **Python** is a popular programming language because its instructions read almost like English. Your first program can be a single line: **print("Hello, world!")**. When you run it, Python displays the message on the screen. Every large application, from games to websites, is built from simple steps like this.

## Variables and Values

A **variable** is a name that stores a value so you can use it later. In Python you create one with an equals sign, for example **score = 0** or **name = "Ada"**. The value can be a whole number, a decimal, a piece of text called a string, or True or False. You can change a variable at any time, which is how programs keep track of things.
`,
      },
      {
        title: 'Making Decisions and Repeating',
        sections: ['If Statements', 'Loops'],
        markdown: `## If Statements

Programs often need to make choices. An **if statement** runs a block of code only when a condition is true. For example, **if score > 10:** followed by an indented line could print "You win!". You can add **elif** to test another condition and **else** to handle every other case. In Python, indentation is not decoration: it shows which lines belong to the decision.

## Loops

A **loop** repeats code so you do not have to write it many times. A **for loop** goes through each item in a sequence: **for i in range(5):** runs its body five times, with i taking the values 0 to 4. A **while loop** keeps going as long as a condition stays true. Be careful: if the condition never becomes false, the loop will run forever.
`,
      },
      {
        title: 'Organising Your Code',
        sections: ['Writing Functions', 'Putting It All Together'],
        markdown: `## Writing Functions

A **function** is a named block of code that performs one task. You define it with the keyword **def**, give it a name and list any inputs, called parameters, in brackets. For example, **def area(width, height):** could return the width multiplied by the height. Once defined, a function can be called as often as you like, which keeps programs short and easier to fix.

## Putting It All Together

Real programs combine variables, loops and functions. Imagine a quiz: a list stores the questions, a loop asks each one in turn, an if statement checks the answer and a variable counts the score. A function could print the final result. Start with small projects like this, test often, and read error messages carefully: they usually tell you exactly where the problem is.
`,
      },
    ],
  },
  {
    key: 'en-eating-well',
    author: 8,
    language: 'en',
    title: 'Eating Well Every Day',
    subject: 'Health',
    subjectCode: 'health',
    topic: 'A gentle first look at healthy food, the main food groups and good habits at mealtimes.',
    audience: 'Young readers aged 5–7',
    readingLevel: 'early reader',
    visibility: 'public',
    ageDays: 23,
    reads: 176,
    saves: 19,
    chapters: [
      {
        title: 'Food Gives Us Energy',
        sections: ['Why We Eat', 'Drink Water'],
        markdown: `## Why We Eat

Our bodies need food every day. Food gives us energy to run, jump and play. It helps us grow tall and strong. It helps us think at school, too. When we are hungry, our tummy rumbles. That is our body saying, "Please give me food!" Eating good food keeps us healthy and happy.

## Drink Water

Water is the best drink for our bodies. We need to drink water every day, and even more when it is hot. Water helps us cool down after we play. Fizzy drinks have lots of sugar. Too much sugar is bad for our teeth. Try to drink water with every meal.
`,
      },
      {
        title: 'Colours on Your Plate',
        sections: ['Fruit and Vegetables', 'A Balanced Meal'],
        markdown: `## Fruit and Vegetables

Fruit and vegetables come in many colours. Strawberries are red. Carrots are orange. Bananas are yellow. Peas are green. Each colour gives us something good. Try to eat five portions every day. A portion is about as much as fits in your hand. Can you eat a rainbow this week?

## A Balanced Meal

A healthy plate has a little of each food group:

- **bread, rice or pasta** for energy
- **fish, eggs, beans or meat** to help us grow
- **milk, cheese or yoghurt** for strong bones
- **lots of vegetables** for good health

Sweets and crisps are treats. We can enjoy them sometimes, but not every day.
`,
      },
    ],
  },
  {
    key: 'en-water-cycle',
    author: 3,
    language: 'en',
    title: 'The Water Cycle',
    subject: 'Earth Science',
    subjectCode: 'earth-science',
    topic: 'How water moves between the oceans, the air and the land through evaporation, condensation and precipitation.',
    audience: 'Children aged 8–11',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 88,
    reads: 421,
    saves: 38,
    chapters: [
      {
        title: 'Water on the Move',
        sections: ["Where Is Earth's Water?", 'Evaporation'],
        markdown: `## Where Is Earth's Water?

Nearly three quarters of our planet is covered by water. Most of it, about 97 per cent, is salty water in the oceans. A small amount is frozen in glaciers and ice caps, and an even smaller amount is found in rivers, lakes and underground. This water is never used up. Instead, it travels round and round in a journey called the **water cycle**.

## Evaporation

When the sun warms the surface of the sea, a lake or even a puddle, some of the water turns into an invisible gas called **water vapour**. This change is called **evaporation**. The vapour rises into the air, leaving the salt behind. Plants also release water vapour through their leaves, which scientists call transpiration.
`,
      },
      {
        title: 'From Clouds to Rain',
        sections: ['Condensation', 'Precipitation'],
        markdown: `## Condensation

As water vapour rises, the air around it becomes colder. Cold air cannot hold as much vapour, so the gas turns back into tiny droplets of liquid water. This is **condensation**. Billions of these droplets gather around specks of dust to form clouds. You can see condensation at home when drops form on the outside of a cold glass.

## Precipitation

Inside a cloud, tiny droplets bump into each other and join together. When they become too heavy to float, they fall to the ground as **precipitation**. Precipitation can take different forms:

- **rain**, when the air is warm enough
- **snow**, when the water freezes into ice crystals
- **hail**, when balls of ice grow inside storm clouds
- **sleet**, a mix of rain and snow
`,
      },
      {
        title: 'Back to the Sea',
        sections: ['Collection and Runoff', 'Water Underground'],
        markdown: `## Collection and Runoff

When precipitation reaches the ground, it has to go somewhere. Some of it flows over the surface into streams and rivers. This is called **runoff**. Rivers carry the water downhill until it reaches a lake or the sea. There the water collects, the sun warms it again, and the whole cycle starts over.

## Water Underground

Not all rainwater runs into rivers. Much of it soaks into the soil and seeps down through cracks in the rocks. This stored water is called **groundwater**. It can stay underground for days or for thousands of years. People dig wells to reach it, and springs appear where groundwater flows back out to the surface.
`,
      },
    ],
  },
  {
    key: 'en-hidden-garden',
    author: 2,
    language: 'en',
    title: 'Hidden Garden Lessons',
    subject: 'Gardening',
    subjectCode: 'other',
    topic: 'Hands-on lessons for the school garden: preparing the soil, sowing seeds and caring for plants through the seasons.',
    audience: 'Children aged 7–10 and their teachers',
    readingLevel: 'primary',
    visibility: 'unlisted',
    ageDays: 60,
    reads: 14,
    saves: 2,
    chapters: [
      {
        title: 'Getting the Garden Ready',
        sections: ['Healthy Soil', 'Choosing What to Grow'],
        markdown: `## Healthy Soil

Plants need good soil to grow strong. Healthy soil is dark, crumbly and full of life, from earthworms to tiny fungi you cannot see. Before planting, loosen the soil with a fork and mix in **compost** made from old leaves and fruit peel. Compost feeds the soil and helps it hold water during dry weeks.

## Choosing What to Grow

For a first school garden, choose plants that grow quickly and are easy to care for. Good choices include:

- **radishes**, ready in about four weeks
- **sunflowers**, which grow taller than the children
- **beans**, which climb up canes
- **lettuce**, which can be picked leaf by leaf

Let each class vote on one plant to look after.
`,
      },
      {
        title: 'Growing Through the Seasons',
        sections: ['Sowing Seeds', 'Weeds and Helpers'],
        markdown: `## Sowing Seeds

Read the seed packet to find out how deep and how far apart to sow. A good rule is to plant a seed about twice as deep as it is wide. Water gently with a watering can so the seeds are not washed away. Label each row with a stick so everyone remembers what was planted and when.

## Weeds and Helpers

Weeds compete with our plants for water and light, so pull them out while they are small. In the far corner of our garden grows a tangle we call the **quillbramble**, a prickly patch we leave wild on purpose. Ladybirds and bees shelter there, and they help the garden by eating aphids and pollinating flowers.
`,
      },
    ],
  },
  {
    key: 'en-ancient-rome',
    author: 9,
    language: 'en',
    title: 'Life in Ancient Rome',
    subject: 'History',
    subjectCode: 'history',
    topic: 'How the Romans lived, ruled and built, from the founding of the city to the height of the empire.',
    audience: 'Students aged 10–13',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 260,
    reads: 612,
    saves: 71,
    chapters: [
      {
        title: 'From City to Empire',
        sections: ['The Founding of Rome', 'Republic and Empire'],
        markdown: `## The Founding of Rome

According to legend, Rome was founded in 753 BC by twin brothers, Romulus and Remus, who had been raised by a she-wolf. After a quarrel, Romulus killed his brother and named the city after himself. Historians think Rome actually began as a group of farming villages on seven hills beside the River Tiber, which slowly grew into a powerful city.

## Republic and Empire

For nearly five hundred years Rome was a **republic**. Citizens elected officials, and the Senate advised them. Two consuls ruled together for one year at a time so that no single person had too much power. After a series of civil wars, Augustus became the first **emperor** in 27 BC. At its height, the empire stretched from Britain to Egypt.
`,
      },
      {
        title: 'Everyday Life',
        sections: ['Homes and Families', 'Bread and Circuses'],
        markdown: `## Homes and Families

Rich Romans lived in a **domus**, a house built around an open hall called the atrium, often decorated with mosaics and wall paintings. Most city dwellers, however, rented cramped flats in blocks called **insulae**, which could catch fire easily. The father, or paterfamilias, had great authority over the household, which included children, relatives and enslaved people.

## Bread and Circuses

Roman leaders kept the people content with free grain and spectacular entertainment. Crowds filled the **Colosseum** to watch gladiators fight and the Circus Maximus to cheer on chariot racers. Public baths were popular meeting places, with hot rooms, cold pools and exercise yards. The poet Juvenal mocked citizens who cared only for "bread and circuses".
`,
      },
      {
        title: 'Roman Engineering',
        sections: ['Roads and Aqueducts', 'The Legacy of Rome'],
        markdown: `## Roads and Aqueducts

The Romans built more than 80,000 kilometres of paved roads so that armies, traders and messengers could travel quickly. Roads were layered with stone, gravel and sand and were slightly curved so that rain would drain away. **Aqueducts** carried fresh water from distant hills into the cities along a gentle downhill slope, feeding fountains, baths and toilets.

## The Legacy of Rome

Traces of Rome are all around us. Latin, the language of the Romans, gave rise to Italian, Spanish, French, Portuguese and Romanian, and many English words come from it. Our calendar, many legal ideas and building features such as arches and domes are Roman too. Even the names of some months, like July and August, honour Roman leaders.
`,
      },
    ],
  },
  {
    key: 'en-volcanoes',
    author: 5,
    language: 'en',
    title: 'Volcanoes and Earthquakes',
    subject: 'Geology',
    subjectCode: 'earth-science',
    topic: 'Why the ground shakes and mountains erupt, explained through the movement of tectonic plates and the behaviour of magma.',
    audience: 'Students aged 11–14',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 130,
    reads: 356,
    saves: 42,
    chapters: [
      {
        title: 'A Restless Planet',
        sections: ['Layers of the Earth', 'Tectonic Plates'],
        markdown: `## Layers of the Earth

If you could cut the Earth in half, you would see several layers. On the outside is the thin, rocky **crust**, where we live. Beneath it lies the **mantle**, a thick layer of hot rock that moves very slowly, like thick toffee. At the centre is the **core**, made mostly of iron and nickel, with temperatures as high as the surface of the sun.

## Tectonic Plates

The crust and the top of the mantle are broken into giant pieces called **tectonic plates**. These plates rest on the softer mantle below and move a few centimetres each year, about as fast as your fingernails grow. Where plates pull apart, collide or slide past each other, the rocks are put under enormous stress. Most volcanoes and earthquakes happen along these plate boundaries.
`,
      },
      {
        title: 'How Volcanoes Work',
        sections: ['From Magma to Lava', 'Types of Volcano'],
        markdown: `## From Magma to Lava

Deep underground, rock can become so hot that it melts. This molten rock is called **magma**. Because it is lighter than the solid rock around it, magma rises and collects in a magma chamber. Gases dissolved in the magma build up pressure, like the bubbles in a shaken bottle. When the pressure is released, magma bursts through the surface and is then called **lava**.

## Types of Volcano

Not all volcanoes look alike. **Shield volcanoes**, such as those in Hawaii, have gentle slopes formed by runny lava that flows a long way. **Stratovolcanoes**, such as Mount Fuji, are steep cones built from layers of ash and thick lava, and they often erupt explosively. Volcanoes are described as active, dormant or extinct depending on how recently they have erupted.
`,
      },
      {
        title: 'When the Ground Shakes',
        sections: ['What Causes an Earthquake?', 'Staying Safe'],
        markdown: `## What Causes an Earthquake?

As tectonic plates move, their edges can lock together. Stress builds up over many years until the rocks suddenly slip. The energy released travels through the ground as **seismic waves**, making the surface shake. The point underground where the slip begins is the **focus**, and the place on the surface directly above it is the **epicentre**. Scientists measure earthquakes with instruments called seismometers.

## Staying Safe

People who live near plate boundaries prepare for earthquakes. Buildings can be designed to sway without falling, and schools practise drills. If the ground starts shaking, remember three steps:

- **Drop** to your hands and knees
- **Cover** your head under a sturdy table
- **Hold on** until the shaking stops

After an eruption, follow official warnings and stay away from ash and lava flows.
`,
      },
    ],
  },
  {
    key: 'en-personal-finance',
    author: 5,
    language: 'en',
    title: 'Personal Finance for Beginners',
    subject: 'Economics',
    subjectCode: 'economics',
    topic: 'The practical basics of managing money: budgeting, saving, understanding interest and avoiding debt traps.',
    audience: 'Adult learners and school leavers',
    readingLevel: 'adult',
    visibility: 'unlisted',
    ageDays: 95,
    reads: 31,
    saves: 4,
    chapters: [
      {
        title: 'Planning Your Money',
        sections: ['Making a Budget', 'Needs and Wants'],
        markdown: `## Making a Budget

A **budget** is a plan for how you will use your income each month. Start by writing down everything you earn after tax. Then list your regular costs, such as rent, food, transport and phone bills. A popular guideline is the 50/30/20 rule: about half of your income for needs, 30 per cent for wants and 20 per cent for savings or paying off debt.

## Needs and Wants

**Needs** are things you must pay for to live and work, such as housing, basic food and electricity. **Wants** make life more enjoyable but are not essential: streaming subscriptions, eating out or the latest phone. Separating the two shows you where you can cut back when money is tight. Before a large purchase, try waiting a few days to see whether you still want it.
`,
      },
      {
        title: 'Saving and Borrowing',
        sections: ['The Power of Compound Interest', 'Using Credit Wisely'],
        markdown: `## The Power of Compound Interest

When you save money in an account, the bank pays you **interest**. With compound interest, you also earn interest on the interest you have already received, so your savings grow faster over time. For example, 1,000 saved at 5 per cent a year becomes about 1,629 after ten years without adding anything. Starting early matters more than saving large amounts.

## Using Credit Wisely

Borrowing can be useful, but compound interest works against you when you owe money. Credit cards often charge high rates, so a small balance can grow quickly if you only make the minimum payment. Before borrowing, compare the **annual percentage rate** (APR), read the terms carefully and make sure the repayments fit your budget. Keep an emergency fund so that surprises do not force you to borrow.
`,
      },
    ],
  },
  {
    key: 'en-shakespeare',
    author: 7,
    language: 'en',
    title: 'Discovering Shakespeare',
    subject: 'Literature',
    subjectCode: 'literature',
    topic: "An accessible introduction to William Shakespeare's life, theatre and language, with a closer look at Romeo and Juliet and Macbeth.",
    audience: 'Students aged 13–16',
    readingLevel: 'high school',
    visibility: 'public',
    ageDays: 175,
    reads: 289,
    saves: 33,
    chapters: [
      {
        title: 'The Man and His Theatre',
        sections: ["Shakespeare's Life", 'The Globe Theatre'],
        markdown: `## Shakespeare's Life

William Shakespeare was born in Stratford-upon-Avon in 1564. As a young man he moved to London, where he became an actor, a playwright and a shareholder in a successful theatre company. Over about twenty-five years he wrote at least 37 plays and 154 sonnets. He died in 1616, but his works are still performed and studied in almost every country in the world.

## The Globe Theatre

Many of Shakespeare's plays were first performed at the **Globe**, an open-air theatre on the south bank of the River Thames. Wealthy spectators sat in covered galleries, while poorer "groundlings" paid a penny to stand in the yard. There was little scenery, so the words had to create the setting. All the roles, including the women's parts, were played by men and boys.
`,
      },
      {
        title: 'Reading the Plays',
        sections: ["Understanding Shakespeare's Language", 'Romeo and Juliet and Macbeth'],
        markdown: `## Understanding Shakespeare's Language

Shakespeare's English can seem strange at first, but it is the same language we speak today. Much of it is written in **blank verse**: unrhymed lines of ten syllables with a regular beat, called iambic pentameter. Read the lines aloud, follow the punctuation rather than the line endings, and look up a few key words. Many everyday phrases, such as "wild-goose chase", first appear in his plays.

## Romeo and Juliet and Macbeth

**Romeo and Juliet** tells of two young lovers from feuding families in Verona whose secret marriage ends in tragedy. It explores love, hate and the dangers of haste. **Macbeth** follows a Scottish soldier who, tempted by three witches and urged on by his wife, murders the king to seize the crown. Guilt and ambition then destroy them both.
`,
      },
    ],
  },
  {
    key: 'en-climate-change',
    author: 3,
    language: 'en',
    title: 'Understanding Climate Change',
    subject: 'Environmental Science',
    subjectCode: 'environmental-science',
    topic: 'The physical science of climate change, its observed impacts and the main strategies for mitigation and adaptation.',
    audience: 'First-year university students and interested adults',
    readingLevel: 'university',
    visibility: 'public',
    ageDays: 290,
    reads: 655,
    saves: 88,
    chapters: [
      {
        title: 'The Science of a Warming World',
        sections: ['Weather and Climate', 'The Greenhouse Effect'],
        markdown: `## Weather and Climate

**Weather** describes atmospheric conditions over hours or days, while **climate** refers to the statistical pattern of weather over decades, typically averaged over thirty years or more. A single cold winter therefore says little about climate. Climate is shaped by incoming solar radiation, ocean circulation, the composition of the atmosphere and the reflectivity, or albedo, of land and ice surfaces.

## The Greenhouse Effect

Earth's surface absorbs sunlight and emits infrared radiation. Gases such as carbon dioxide, methane, nitrous oxide and water vapour absorb part of that radiation and re-emit it, warming the lower atmosphere. This natural **greenhouse effect** keeps the planet habitable. Since the Industrial Revolution, burning fossil fuels and clearing forests have raised atmospheric CO₂ from about 280 to over 420 parts per million, strengthening the effect.
`,
      },
      {
        title: 'Evidence and Impacts',
        sections: ['What the Records Show', 'Consequences for People and Ecosystems'],
        markdown: `## What the Records Show

Multiple independent datasets confirm that the global average surface temperature has risen by roughly 1.1 to 1.2 °C since the late nineteenth century. Other indicators point the same way: the oceans are storing more heat, Arctic sea ice is shrinking, most glaciers are retreating and sea level is rising at an accelerating rate. Ice cores allow scientists to compare today's conditions with those of hundreds of thousands of years ago.

## Consequences for People and Ecosystems

A warmer climate intensifies heatwaves, heavy rainfall and droughts in many regions. Rising seas threaten low-lying coasts and island nations, while the absorption of CO₂ makes the oceans more acidic, harming coral reefs and shellfish. The impacts are unequal: communities with the fewest resources often face the greatest risks, even though they have contributed least to emissions.
`,
      },
      {
        title: 'Responding to the Challenge',
        sections: ['Mitigation', 'Adaptation'],
        markdown: `## Mitigation

**Mitigation** means reducing the causes of climate change. The main levers include:

- replacing coal, oil and gas with renewable electricity
- improving energy efficiency in buildings, transport and industry
- protecting and restoring forests, wetlands and soils
- reducing methane emissions from agriculture and waste

Under the Paris Agreement of 2015, countries aim to limit warming to well below 2 °C.

## Adaptation

Even with rapid cuts in emissions, some further warming is unavoidable, so societies must also **adapt**. Adaptation includes building flood defences, designing cities with more shade and green space, developing drought-resistant crops and improving early-warning systems for extreme weather. Effective adaptation is local: it depends on the specific risks a community faces and on involving the people most affected.
`,
      },
    ],
  },
  {
    key: 'en-algebra-basics',
    author: 4,
    language: 'en',
    title: 'Algebra Basics',
    subject: 'Mathematics',
    subjectCode: 'mathematics',
    topic: 'The first steps in algebra: using letters for unknown numbers, simplifying expressions and solving simple equations.',
    audience: 'Students aged 11–14',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 150,
    reads: 403,
    saves: 47,
    chapters: [
      {
        title: 'Letters for Numbers',
        sections: ['Variables and Expressions', 'Collecting Like Terms'],
        markdown: `## Variables and Expressions

In algebra we use letters to stand for numbers we do not know yet. A letter used like this is called a **variable**. If a cinema ticket costs 7 pounds, then the cost of n tickets is **7n**, which means 7 multiplied by n. A combination of numbers, letters and operations, such as 7n + 3, is called an **expression**.

## Collecting Like Terms

Terms that contain the same letter are called **like terms**, and they can be combined. For example, 3x + 5x = 8x, just as three apples plus five apples make eight apples. However, 3x + 2y cannot be simplified, because x and y stand for different things. Plain numbers are like terms too, so 4a + 6 + 2a − 1 simplifies to 6a + 5.
`,
      },
      {
        title: 'Solving Equations',
        sections: ['Keeping the Balance', 'Word Problems'],
        markdown: `## Keeping the Balance

An **equation** says that two expressions are equal, like x + 4 = 10. Think of it as a balanced scale: whatever you do to one side, you must do to the other to keep it level. Subtract 4 from both sides and you get x = 6. For 3x = 21, divide both sides by 3 to find x = 7. Always check your answer by substituting it back.

## Word Problems

Algebra helps to solve real problems. Read the question carefully, choose a letter for the unknown and write an equation. For example: "Sam is three years older than Mia, and together their ages add up to 25." If Mia is m years old, then m + m + 3 = 25, so 2m = 22 and m = 11. Mia is 11 and Sam is 14.
`,
      },
    ],
  },
];
