import type { Ref } from "react";
import { useTexts } from "./language";
import { sharedTexts } from "./shared-texts";

export interface SearchFieldProps {
  id: string;
  label: string;
  /** The search the list shows now (from the URL); the field starts over when it changes. */
  value: string | undefined;
  placeholder: string;
  inputRef: Ref<HTMLInputElement>;
  /** The id of a hint that tells more (the list's keyboard keys). */
  describedBy?: string;
}

/** A list's search box and its button, inside the list's filter form (which submits it). */
export function SearchField(props: SearchFieldProps) {
  const shared = useTexts(sharedTexts);
  return (
    <div className="field field-search">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="search-row">
        <input
          id={props.id}
          ref={props.inputRef}
          type="search"
          defaultValue={props.value ?? ""}
          key={props.value ?? ""}
          placeholder={props.placeholder}
          aria-describedby={props.describedBy}
        />
        <button type="submit" className="button">
          {shared.search}
        </button>
      </div>
    </div>
  );
}
