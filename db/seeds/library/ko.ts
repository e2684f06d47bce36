// Demo library seed: Korean books.
import type { SeedBook } from './types.ts';

type SeedChapter = SeedBook['chapters'][number];

/** Builds a chapter: each part is a section heading followed by its paragraphs. */
function chapter(title: string, parts: [section: string, ...paragraphs: string[]][]): SeedChapter {
  return {
    title,
    sections: parts.map(([section]) => section),
    markdown: parts.map(([section, ...paragraphs]) => [`## ${section}`, ...paragraphs].join('\n\n')).join('\n\n') + '\n',
  };
}

export const BOOKS: SeedBook[] = [
  {
    key: 'ko-gwanghapseong',
    author: 1,
    language: 'ko',
    title: '광합성의 원리',
    subject: '과학',
    topic: '식물이 빛에너지를 이용해 물과 이산화 탄소로 양분을 만드는 과정과 엽록체의 역할, 광합성에 영향을 주는 요인을 알아본다.',
    audience: '중학교 1학년 학생',
    readingLevel: 'middle school',
    visibility: 'public',
    ageDays: 48,
    reads: 412,
    saves: 49,
    chapters: [
      chapter('식물은 어떻게 양분을 만들까', [
        [
          '광합성이란',
          '식물은 빛에너지를 이용하여 물과 이산화 탄소로 포도당을 만들고 산소를 내보낸다. 이 과정을 광합성이라고 한다. 물은 뿌리에서 흡수되어 물관을 통해 잎으로 이동하고, 이산화 탄소는 잎 뒷면에 있는 기공을 통해 들어온다.',
        ],
        [
          '엽록체와 엽록소',
          '광합성은 잎의 세포 속에 있는 엽록체에서 일어난다. 엽록체에는 초록색 색소인 엽록소가 들어 있어 빛을 흡수한다. 엽록소는 주로 빨간빛과 파란빛을 흡수하고 초록빛은 반사하기 때문에 우리 눈에는 잎이 초록색으로 보인다.',
        ],
      ]),
      chapter('광합성에 영향을 주는 요인', [
        [
          '빛의 세기와 이산화 탄소 농도',
          '빛의 세기가 강해질수록 광합성량은 증가하지만, 어느 정도 이상이 되면 더 이상 늘어나지 않는다. 이산화 탄소의 농도도 마찬가지이다. 온도는 일정한 범위까지는 광합성량을 늘리지만, 너무 높아지면 오히려 광합성량이 줄어든다.',
        ],
        [
          '광합성 산물의 이용',
          '광합성으로 만들어진 포도당은 녹말로 바뀌어 잎에 잠시 저장되었다가, 주로 밤에 설탕으로 바뀌어 체관을 통해 식물의 온몸으로 운반된다. 이 양분은 호흡에 쓰이거나 감자, 고구마, 열매 등에 저장된다.',
        ],
      ]),
    ],
  },
  {
    key: 'ko-python',
    author: 5,
    language: 'ko',
    title: '파이썬 첫걸음',
    subject: '정보',
    topic: '처음 프로그래밍을 배우는 학생을 위해 파이썬의 출력, 변수와 자료형, 조건문과 반복문을 예제와 함께 설명한다.',
    audience: '고등학교 1학년 학생',
    readingLevel: 'high school',
    visibility: 'public',
    ageDays: 77,
    reads: 235,
    saves: 28,
    chapters: [
      chapter('프로그래밍 시작하기', [
        [
          '첫 번째 프로그램',
          '파이썬은 문법이 간단하고 읽기 쉬워서 처음 프로그래밍을 배우는 사람에게 알맞은 언어이다. 화면에 글자를 출력하려면 `print("안녕하세요")`라고 입력하고 실행하면 된다. 따옴표 안의 내용이 그대로 화면에 나타난다.',
        ],
        [
          '변수와 자료형',
          '변수는 값을 저장하는 이름 붙은 상자와 같다. `score = 90`이라고 쓰면 score라는 변수에 90이 저장된다. 파이썬의 기본 자료형에는 정수(int), 실수(float), 문자열(str), 참과 거짓을 나타내는 논리형(bool)이 있다.',
        ],
      ]),
      chapter('흐름 제어', [
        [
          '조건문',
          '조건에 따라 다른 일을 하게 하려면 if 문을 사용한다. if 다음에 조건을 쓰고 콜론을 붙인 뒤, 실행할 문장은 들여쓰기를 한다. 조건이 거짓일 때 실행할 내용은 else 아래에 쓰며, 여러 조건을 검사할 때는 elif를 사용한다.',
        ],
        [
          '반복문',
          '같은 작업을 여러 번 되풀이할 때는 반복문을 사용한다. `for i in range(3):`이라고 쓰면 들여쓴 문장이 세 번 실행되고, i는 0, 1, 2의 값을 차례로 가진다. 반복문을 이용하면 목록에 든 모든 점수의 합계도 쉽게 구할 수 있다.',
        ],
      ]),
    ],
  },
];
