// Demo library books in Portuguese.
import type { SeedBook } from './types.ts';

export const BOOKS: SeedBook[] = [
  {
    key: 'pt-floresta-amazonica',
    author: 8,
    language: 'pt',
    title: 'A Floresta Amazônica',
    subject: 'Geografia',
    subjectCode: 'geography',
    topic: 'As características da maior floresta tropical do mundo, sua biodiversidade, seus rios e os desafios para protegê-la.',
    audience: 'Estudantes de 11 a 14 anos',
    readingLevel: 'middle school',
    visibility: 'public',
    featured: true,
    ageDays: 40,
    reads: 746,
    saves: 93,
    chapters: [
      {
        title: 'Um gigante verde',
        sections: ['Localização e clima', 'A maior biodiversidade do planeta'],
        markdown: `## Localização e clima

A Floresta Amazônica cobre cerca de 5,5 milhões de quilômetros quadrados e se estende por nove países da América do Sul. A maior parte, aproximadamente 60%, fica no Brasil. Seu clima é **equatorial**: quente e úmido durante o ano inteiro, com temperaturas médias próximas de 26 °C e chuvas muito abundantes. A floresta também influencia as chuvas em outras regiões do continente.

## A maior biodiversidade do planeta

A Amazônia abriga a maior **biodiversidade** do mundo. Estima-se que ali vivam cerca de 10% de todas as espécies conhecidas, entre elas:

- mais de 40 mil espécies de plantas
- cerca de 1.300 espécies de aves
- milhares de espécies de peixes de água doce
- animais como a onça-pintada, o boto-cor-de-rosa e a preguiça

Muitas espécies ainda nem foram descobertas pelos cientistas.
`,
      },
      {
        title: 'A vida nos rios',
        sections: ['O Rio Amazonas e seus afluentes', 'Os povos da floresta'],
        markdown: `## O Rio Amazonas e seus afluentes

A floresta é cortada por milhares de **rios**. O principal é o **Rio Amazonas**, o mais volumoso do mundo: ele despeja no Oceano Atlântico cerca de um quinto de toda a água doce que chega aos oceanos. Seus afluentes, como o Rio Negro e o Rio Madeira, formam uma enorme bacia hidrográfica. Para muitas comunidades, os rios são as principais estradas da região.

## Os povos da floresta

A Amazônia não é um lugar vazio. Há milhares de anos, **povos indígenas** vivem na floresta e conhecem profundamente suas plantas, seus animais e seus ciclos. Também vivem ali ribeirinhos, quilombolas e extrativistas, que pescam, coletam castanhas e produzem açaí. Esses povos têm um papel fundamental na conservação da floresta e de sua biodiversidade.
`,
      },
      {
        title: 'Proteger a floresta',
        sections: ['O desmatamento', 'Caminhos para a preservação'],
        markdown: `## O desmatamento

A maior ameaça à Amazônia é o **desmatamento**. Áreas de floresta são derrubadas ou queimadas para dar lugar a pastagens, plantações e garimpos, muitas vezes de forma ilegal. Quando as árvores desaparecem, o solo fica pobre, os rios são poluídos e muitas espécies perdem seu habitat. Além disso, as queimadas liberam grandes quantidades de gás carbônico, contribuindo para o aquecimento global.

## Caminhos para a preservação

Proteger a Amazônia é responsabilidade de todos. Algumas ações importantes são a criação de **unidades de conservação** e de terras indígenas, a fiscalização por satélite para identificar o desmatamento e o apoio a atividades sustentáveis, como o manejo do açaí e da castanha. Como consumidores, também podemos escolher produtos de origem legal e certificada.
`,
      },
    ],
  },
  {
    key: 'pt-brasil-colonial',
    author: 4,
    language: 'pt',
    title: 'O Brasil Colonial',
    subject: 'História',
    subjectCode: 'history',
    topic: 'A colonização portuguesa do Brasil, da chegada de Cabral ao ciclo do ouro, e a formação da sociedade colonial.',
    audience: 'Estudantes de 12 a 15 anos',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 230,
    reads: 318,
    saves: 36,
    chapters: [
      {
        title: 'A chegada dos portugueses',
        sections: ['A expedição de Cabral', 'As capitanias hereditárias'],
        markdown: `## A expedição de Cabral

Em abril de 1500, a esquadra comandada por **Pedro Álvares Cabral** chegou ao litoral do atual estado da Bahia. Os portugueses chamaram a nova terra de Ilha de Vera Cruz e, mais tarde, de Terra de Santa Cruz. O território, porém, já era habitado por milhões de indígenas de diferentes povos. Nas primeiras décadas, Portugal se interessou sobretudo pela extração do **pau-brasil**, usado para tingir tecidos.

## As capitanias hereditárias

Para ocupar e defender o território, em 1534 o rei D. João III dividiu o Brasil em faixas de terra chamadas **capitanias hereditárias**, entregues a nobres e comerciantes portugueses. Os donatários deveriam povoar e explorar suas terras com recursos próprios. A maioria das capitanias fracassou e, em 1549, foi criado o **Governo-Geral**, com sede em Salvador, para centralizar a administração.
`,
      },
      {
        title: 'Economia e sociedade',
        sections: ['O ciclo do açúcar', 'A descoberta do ouro'],
        markdown: `## O ciclo do açúcar

A partir do século XVI, o **açúcar** tornou-se o principal produto da colônia. Grandes engenhos no Nordeste plantavam cana e produziam açúcar para o mercado europeu. Esse sistema se baseava no trabalho de africanos escravizados, trazidos à força em condições desumanas. Muitos resistiram, fugindo e formando **quilombos**, como o de Palmares, liderado por Zumbi.

## A descoberta do ouro

No fim do século XVII, bandeirantes encontraram **ouro** na região que viria a ser Minas Gerais. Milhares de pessoas migraram para lá, e surgiram cidades como Vila Rica, atual Ouro Preto. A Coroa portuguesa cobrava pesados impostos, como o quinto, o que provocou revoltas. Nessa época floresceu o **barroco mineiro**, com artistas como Aleijadinho.
`,
      },
    ],
  },
  {
    key: 'pt-educacao-financeira',
    author: 8,
    language: 'pt',
    title: 'Educação financeira na escola',
    subject: 'Educação Financeira',
    subjectCode: 'economics',
    topic: 'Atividades para ensinar as crianças a planejar, poupar e consumir de forma consciente.',
    audience: 'Crianças de 9 a 12 anos',
    readingLevel: 'primary',
    visibility: 'private',
    ageDays: 2,
    reads: 0,
    saves: 0,
    chapters: [
      {
        title: 'O valor do dinheiro',
        sections: ['De onde vem o dinheiro', 'Necessidades e desejos'],
        markdown: `## De onde vem o dinheiro

Antes de existir o dinheiro, as pessoas faziam **trocas**: quem tinha peixe trocava por farinha, por exemplo. Com o tempo, surgiram as moedas e as cédulas, que facilitam a compra e a venda. Hoje também usamos cartões e o Pix. Mas é importante lembrar que o dinheiro vem do **trabalho** das pessoas e, por isso, precisa ser usado com cuidado.

## Necessidades e desejos

**Necessidades** são coisas de que precisamos para viver bem, como alimentação, moradia, remédios e material escolar. **Desejos** são coisas que gostaríamos de ter, mas sem as quais podemos viver, como um brinquedo novo ou um videogame. Antes de comprar algo, faça a pergunta mágica: "Eu preciso disso ou só quero isso agora?"
`,
      },
      {
        title: 'Planejar e poupar',
        sections: ['O cofrinho e as metas', 'A feira da turma'],
        markdown: `## O cofrinho e as metas

**Poupar** é guardar uma parte do dinheiro para usar no futuro. Uma boa ideia é ter um cofrinho e escolher uma **meta**: por exemplo, juntar dinheiro para comprar um livro. Anote numa tabela quanto você guarda a cada semana e acompanhe o progresso. Quando a meta é clara, fica muito mais fácil resistir às vontades do momento.

## A feira da turma

Para praticar, a turma vai organizar uma **feira de trocas e vendas** no fim do bimestre. Cada grupo deverá:

- escolher produtos, como biscoitos caseiros ou brinquedos usados
- calcular quanto gasta para preparar cada item
- definir um preço justo e fazer cartazes
- contar o lucro no final

O dinheiro arrecadado será usado num passeio da turma.
`,
      },
    ],
  },
  {
    key: 'pt-fracoes',
    author: 2,
    language: 'pt',
    title: 'Frações para crianças',
    subject: 'Matemática',
    subjectCode: 'mathematics',
    topic: 'Uma introdução divertida às frações: o que são, como se leem e como comparar partes de um inteiro.',
    audience: 'Crianças de 7 a 10 anos',
    readingLevel: 'primary',
    visibility: 'public',
    ageDays: 27,
    reads: 391,
    saves: 46,
    chapters: [
      {
        title: 'Dividir em partes iguais',
        sections: ['O que é uma fração?', 'Numerador e denominador'],
        markdown: `## O que é uma fração?

Imagine que você tem uma barra de chocolate e quer dividi-la com três amigos. Se cortar a barra em quatro pedaços iguais, cada pessoa fica com **um quarto** do chocolate. Uma **fração** representa uma parte de um inteiro que foi dividido em partes iguais. As partes precisam ter o mesmo tamanho; caso contrário, a divisão não é justa!

## Numerador e denominador

Toda fração é escrita com dois números separados por um traço. O número de baixo é o **denominador**: ele mostra em quantas partes iguais o inteiro foi dividido. O número de cima é o **numerador**: ele mostra quantas dessas partes estamos considerando. Na fração 3/8, a pizza foi cortada em oito fatias e nós comemos três delas.
`,
      },
      {
        title: 'Ler e comparar frações',
        sections: ['Como se lê uma fração', 'Qual é a maior?'],
        markdown: `## Como se lê uma fração

Para ler uma fração, primeiro dizemos o numerador e depois o nome do denominador:

- 1/2 é **um meio**
- 1/3 é **um terço**
- 3/4 é **três quartos**
- 2/5 é **dois quintos**

Quando o denominador é maior que 10, usamos a palavra **avos**. Por exemplo, 5/12 se lê "cinco doze avos".

## Qual é a maior?

Quando duas frações têm o mesmo denominador, a maior é a que tem o maior numerador: 4/6 é maior que 1/6. Quando os numeradores são iguais, a maior é a que tem o **menor** denominador. Parece estranho, mas pense num bolo: dividido em três partes, cada fatia é bem maior do que se fosse dividido em dez!
`,
      },
    ],
  },
  {
    key: 'pt-poesia-modernista',
    author: 2,
    language: 'pt',
    title: 'Poesia brasileira moderna',
    subject: 'Língua Portuguesa',
    subjectCode: 'language-arts',
    topic: 'Um panorama da poesia brasileira do século XX, da Semana de Arte Moderna a Drummond, Cecília Meireles e Vinicius de Moraes.',
    audience: 'Estudantes do ensino médio',
    readingLevel: 'high school',
    visibility: 'public',
    ageDays: 188,
    reads: 147,
    saves: 17,
    chapters: [
      {
        title: 'A revolução modernista',
        sections: ['A Semana de Arte Moderna', 'Verso livre e linguagem coloquial'],
        markdown: `## A Semana de Arte Moderna

Em fevereiro de 1922, o Theatro Municipal de São Paulo recebeu a **Semana de Arte Moderna**, um evento que reuniu poetas, pintores e músicos dispostos a romper com a arte acadêmica. Mário de Andrade, Oswald de Andrade e Anita Malfatti estavam entre os participantes. O público reagiu com vaias, mas o movimento mudou para sempre a cultura brasileira.

## Verso livre e linguagem coloquial

Os modernistas abandonaram as regras rígidas de rima e métrica e adotaram o **verso livre**. Também aproximaram a poesia da fala cotidiana, usando expressões populares, humor e temas do dia a dia. Oswald de Andrade escrevia poemas curtíssimos e irônicos, e Manuel Bandeira mostrou que o lirismo podia nascer de cenas simples, como um beco ou uma notícia de jornal.
`,
      },
      {
        title: 'Grandes vozes',
        sections: ['Carlos Drummond de Andrade', 'Cecília Meireles e Vinicius de Moraes'],
        markdown: `## Carlos Drummond de Andrade

Nascido em Itabira, Minas Gerais, **Carlos Drummond de Andrade** é considerado um dos maiores poetas da língua portuguesa. Seu famoso poema "No meio do caminho", com a repetição de "tinha uma pedra", causou escândalo em 1928. Sua obra passa da ironia ao engajamento social e à reflexão sobre a memória, a família e o sentido da existência.

## Cecília Meireles e Vinicius de Moraes

**Cecília Meireles** escreveu uma poesia musical e delicada, marcada pela reflexão sobre o tempo e a fugacidade da vida; também criou poemas para crianças, como os de "Ou isto ou aquilo". **Vinicius de Moraes**, o "poetinha", celebrou o amor em sonetos e levou a poesia para a música popular, tornando-se um dos criadores da bossa nova.
`,
      },
    ],
  },
  {
    key: 'pt-scratch',
    author: 4,
    language: 'pt',
    title: 'Programação com Scratch',
    subject: 'Informática',
    subjectCode: 'computer-science',
    topic: 'Primeiros passos em programação com blocos no Scratch: personagens, movimentos, repetições e pequenos jogos.',
    audience: 'Crianças de 8 a 11 anos',
    readingLevel: 'primary',
    visibility: 'unlisted',
    ageDays: 73,
    reads: 19,
    saves: 3,
    chapters: [
      {
        title: 'Conhecendo o Scratch',
        sections: ['O palco e os atores', 'Blocos de movimento'],
        markdown: `## O palco e os atores

O **Scratch** é uma linguagem de programação criada para crianças, em que os comandos são blocos coloridos que se encaixam como peças de quebra-cabeça. A tela tem um **palco**, onde tudo acontece, e **atores**, que são os personagens. O gatinho laranja é o ator que aparece primeiro, mas você pode escolher outros ou até desenhar o seu.

## Blocos de movimento

Os blocos azuis da categoria **Movimento** fazem o ator andar, girar e pular pelo palco. Por exemplo, o bloco "mova 10 passos" leva o personagem um pouquinho para a frente. Para que o programa comece, coloque no topo o bloco amarelo "quando a bandeira verde for clicada". Depois, é só clicar na bandeira e ver o ator se mexer!
`,
      },
      {
        title: 'Criando um jogo',
        sections: ['Repetições e condições', 'Meu primeiro jogo'],
        markdown: `## Repetições e condições

Em vez de repetir o mesmo bloco muitas vezes, use o bloco **"sempre"** ou **"repita 10 vezes"**. Eles criam uma repetição, que os programadores chamam de laço. Já o bloco **"se... então"** faz o ator tomar decisões: se ele tocar na borda, por exemplo, pode voltar. Com repetições e condições, os programas ficam muito mais espertos.

## Meu primeiro jogo

Vamos criar um jogo de pega-pega! Siga os passos:

- escolha um gato e uma bola como atores
- faça o gato seguir o ponteiro do mouse com "aponte para"
- faça a bola mudar de lugar quando for tocada
- crie uma **variável** chamada "pontos" e some 1 a cada toque

Depois, compartilhe o jogo com a turma e peça sugestões.
`,
      },
    ],
  },
  {
    key: 'pt-sistema-digestorio',
    author: 8,
    language: 'pt',
    title: 'O sistema digestório',
    subject: 'Ciências',
    subjectCode: 'science',
    topic: 'O caminho dos alimentos pelo corpo humano, da boca ao intestino, e os órgãos que participam da digestão.',
    audience: 'Estudantes de 10 a 13 anos',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 155,
    reads: 212,
    saves: 24,
    chapters: [
      {
        title: 'A jornada do alimento',
        sections: ['Boca e esôfago', 'O estômago'],
        markdown: `## Boca e esôfago

A digestão começa na **boca**. Os dentes cortam e trituram os alimentos, enquanto a saliva os umedece e inicia a quebra do amido. A língua mistura tudo e forma o bolo alimentar, que é engolido. Em seguida, o alimento passa pelo **esôfago**, um tubo muscular que o empurra até o estômago por meio de contrações chamadas movimentos peristálticos.

## O estômago

O **estômago** é um órgão em forma de bolsa capaz de se esticar bastante. Ali, o alimento é misturado ao **suco gástrico**, que contém ácido clorídrico e enzimas que começam a digerir as proteínas. O ácido também ajuda a eliminar muitos microrganismos. Depois de algumas horas, o alimento se transforma numa pasta chamada quimo, que segue para o intestino.
`,
      },
      {
        title: 'A absorção dos nutrientes',
        sections: ['Os intestinos', 'Cuidados com a digestão'],
        markdown: `## Os intestinos

No **intestino delgado**, que pode medir mais de seis metros, a digestão termina com a ajuda da bile, produzida pelo fígado, e do suco pancreático. Suas paredes têm milhões de pequenas dobras, as vilosidades, que absorvem os nutrientes e os levam para o sangue. No **intestino grosso**, a água é reabsorvida e os restos formam as fezes.

## Cuidados com a digestão

Alguns hábitos ajudam o sistema digestório a funcionar bem:

- mastigar bem os alimentos e comer devagar
- beber bastante água ao longo do dia
- comer frutas, verduras e cereais integrais, ricos em fibras
- lavar as mãos antes das refeições

Evitar o excesso de frituras e de alimentos ultraprocessados também previne azia e prisão de ventre.
`,
      },
    ],
  },
];
