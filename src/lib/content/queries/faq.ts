// Query text only, so any module (build code or a browser island) may import it.
import { defineQuery } from 'groq';

/** Every FAQ entry in the editors' order (docs/product.md#faq). */
export const faqListQuery = defineQuery(`*[_type == "faq"] | order(order asc, publishedAt desc, _id asc){
  _id, question, answer, publishedAt
}`);
