import { defineArrayMember, defineField, type FieldDefinition } from 'sanity';

/** A page section as a group tab of its own, so editors find copy in the order the page shows it. */
export function section(name: string, title: string, fields: FieldDefinition[], description?: string) {
  return defineField({
    name,
    title,
    description,
    type: 'object',
    group: name,
    options: { collapsible: false },
    fields,
    validation: (r) => r.required(),
  });
}

/** The section's label, heading and lead paragraph. */
export function introField(description?: string) {
  return defineField({
    name: 'intro',
    title: '머리말',
    description,
    type: 'sectionIntro',
    validation: (r) => r.required(),
  });
}

/** A list of short sentences shown as bullet points. */
export function pointsField(title: string, min: number, max: number) {
  return defineField({
    name: 'points',
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'string', validation: (r) => r.required().max(60) })],
    validation: (r) => r.required().min(min).max(max),
  });
}

/** A button whose destination is fixed by the site (a download, /user/inquiry…); only its words change. */
export function buttonLabelField(name: string, title: string, description: string) {
  return defineField({ name, title, description, type: 'string', validation: (r) => r.required().max(20) });
}
