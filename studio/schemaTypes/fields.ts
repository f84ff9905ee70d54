import { type ArrayRule, defineField } from 'sanity';

/** Collections are shown in this order on the site; gaps (10, 20, 30) leave room to insert. */
export function orderField() {
  return defineField({
    name: 'order',
    title: '표시 순서',
    description: '작은 숫자가 먼저 보입니다. 10, 20, 30처럼 띄워 두면 사이에 새 항목을 넣기 쉽습니다.',
    type: 'number',
    initialValue: 100,
    validation: (r) => r.required().integer().min(0),
  });
}

/** The sort menu entry every collection offers, matching the site's order. */
export const byOrder = {
  title: '표시 순서',
  name: 'orderAsc',
  by: [{ field: 'order', direction: 'asc' as const }],
};

/** Alt text read aloud by screen readers and shown when the picture cannot load. */
export function altField() {
  return defineField({
    name: 'alt',
    title: '대체 텍스트',
    description: '그림을 볼 수 없는 분께 읽어 주는 설명입니다. 그림에 보이는 내용을 한 문장으로 적어 주세요.',
    type: 'string',
    validation: (r) => r.required().min(4).max(120),
  });
}

interface ImageFieldOptions {
  name: string;
  title: string;
  description?: string;
  /** Most slots are required: an empty slot would leave a hole in the designed layout. */
  optional?: boolean;
}

/**
 * An image with its own required alt text. Kept inline (type `image`) rather than a named
 * type so stored values stay `_type: "image"`, which the seed and `sanity dataset import` use.
 */
export function imageField({ name, title, description, optional = false }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { accept: 'image/svg+xml,image/png,image/jpeg,image/webp,image/avif' },
    fields: [altField()],
    validation: optional ? undefined : (r) => r.required().assetRequired(),
  });
}

/** A heading that may hold deliberate line breaks; the site keeps them where the editor put them. */
export function headingField(name = 'heading', title = '제목', max = 60) {
  return defineField({
    name,
    title,
    description: '줄을 바꾸면 화면에서도 그 자리에서 줄이 바뀝니다.',
    type: 'text',
    rows: 2,
    validation: (r) => r.required().max(max),
  });
}

/** Short one-line copy such as a label or card title. */
export function lineField(name: string, title: string, max: number, description?: string) {
  return defineField({ name, title, description, type: 'string', validation: (r) => r.required().max(max) });
}

/** A paragraph of body copy. */
export function paragraphField(name: string, title: string, max: number, description?: string) {
  return defineField({ name, title, description, type: 'text', rows: 3, validation: (r) => r.required().max(max) });
}

/** Arrays whose length the designed layout depends on (three slides, four cards…). */
export function exactly(count: number) {
  return (r: ArrayRule<unknown[]>) =>
    r.required().length(count).error(`정확히 ${count}개가 필요합니다. 화면 배치가 이 개수에 맞춰져 있습니다.`);
}
