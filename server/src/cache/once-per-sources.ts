// Work derived from several cached objects, done once per combination of them. The site cache
// replaces an object when the site changes and never changes one in place, so a result keyed by
// the identity of its sources is fresh exactly as long as they are, needs no invalidation of its
// own, and goes with them (WeakMaps) once the cache has let them go.

type Level = WeakMap<object, unknown>;

/** `make` run once per combination of source objects (compared by identity). */
export function oncePerSources<Sources extends readonly object[], Result>(make: (...sources: Sources) => Result): (...sources: Sources) => Result {
  const root: Level = new WeakMap();
  return (...sources) => {
    let level = root;
    const last = sources.length - 1;
    for (let index = 0; index < last; index++) {
      let next = level.get(sources[index]!) as Level | undefined;
      if (!next) level.set(sources[index]!, (next = new WeakMap()));
      level = next;
    }
    let result = level.get(sources[last]!) as Result | undefined;
    if (result === undefined) level.set(sources[last]!, (result = make(...sources)));
    return result;
  };
}
