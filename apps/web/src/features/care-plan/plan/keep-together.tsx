// At 320 px a heading such as 'Harbour City Motors Care Plan' broke between 'Care' and 'Plan',
// and a model such as D-MAX broke at its hyphen ('D-' on one line, 'MAX' on the next).

/** Hyphenated words (D-MAX, CX-5) and the words 'Care Plan'; each is kept on one line. */
const UNBREAKABLE = /(\S+-\S+|Care Plan)/;

/** `text` with the parts that must not split kept whole; the rest wraps as usual. */
export function KeepTogether({ text }: { text: string }) {
  // Splitting on a capturing group puts the matches at the odd places.
  return text.split(UNBREAKABLE).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
