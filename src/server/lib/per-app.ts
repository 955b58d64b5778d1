/**
 * State a module keeps for each app rather than for the whole process, keyed by something the app owns
 * (its database): two apps in one process (tests build several, one after another in a worker) never
 * share it, and it goes away with the app. `make` gives an app's first value.
 */
export function perApp<Key extends object, Value>(make: () => Value): (key: Key) => Value {
  const values = new WeakMap<Key, Value>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      values.set(key, value);
    }
    return value;
  };
}
