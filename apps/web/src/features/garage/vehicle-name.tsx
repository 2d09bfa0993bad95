/**
 * A vehicle's name or model in a heading, where a narrow screen would break a hyphenated word
 * at its hyphen ("D-" above "MAX"). Each such word is kept whole, moving to the next line as
 * one; only a word wider than the whole line still breaks, so nothing is ever cut off.
 */
export function VehicleName({ name }: { name: string }) {
  return name.split(/(\s+)/).map((part, index) =>
    part.includes('-') ? (
      <span key={index} className="inline-block max-w-full">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
