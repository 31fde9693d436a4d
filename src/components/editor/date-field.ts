import { TextField } from "@keystar/ui/text-field";
import { type BasicFormField, fields } from "@keystatic/core";
import { createElement, useReducer, useRef } from "react";
import type { DateField } from "../../content/editor.ts";

/** What a date field holds while its month, day and year make no day: 30 February, or a part left blank. */
const notADay = "not-a-day";

/**
 * A date, picked from the calendar or typed. The browser empties a date field whose parts make no day, so Keystatic's own
 * field takes 30 February for a date left out ("Date is required"); this one reads the browser's own verdict and
 * says what is wrong, and the save waits until the date is a day.
 */
export const dateField: DateField = (label, description, isRequired) => {
  const base = fields.date({ label, description, validation: { isRequired } }) as BasicFormField<string | null>;
  const problem = (value: string | null) => {
    if (value === notADay)
      return `${label} is not a day of the calendar. Fill in its month, day and year, or pick the day from the calendar.`;
    if (value === null && isRequired) return `${label} is required. Pick the day from the calendar.`;
    return undefined;
  };
  const checked: BasicFormField<string | null> = {
    ...base,
    Input(props) {
      const input = useRef<HTMLInputElement>(null);
      const [blurred, blur] = useReducer(() => true, false);
      /** The field's value as the browser sees it: a day, nothing, or parts that make no day. */
      const read = (typed: string) => {
        const value = input.current?.validity.badInput ? notADay : typed || null;
        if (value !== props.value) props.onChange(value);
      };
      return createElement(TextField, {
        ref: input,
        label,
        description,
        type: "date",
        value: props.value === null || props.value === notADay ? "" : props.value,
        onChange: read,
        onBlur: () => {
          blur();
          read(input.current?.value ?? "");
        },
        autoFocus: props.autoFocus,
        isRequired,
        errorMessage: blurred || props.forceValidation ? problem(props.value) : undefined,
      });
    },
    validate(value) {
      const message = problem(value);
      if (message) throw new Error(message);
      return base.validate(value);
    },
  };
  return checked;
};
