/**
 * Renders under way, shared by the readers who ask for the same page meanwhile (decision 026).
 * Fifty anonymous readers opening the catalogue in the same moment (its page just dropped from
 * the page cache by a new ad, or the cache off) wait for one render instead of queueing fifty
 * behind each other: a render costs tens of milliseconds of CPU, sending its bytes again far less.
 */
export interface RenderFlights<T> {
  /**
   * The result of `render` for `key`, or of the render of `key` already under way when nothing
   * was invalidated since it began (`generation`, the cache tags' count of invalidations): a
   * reader never gets a page whose render started before a write it could have seen. `gone`
   * says this reader went away; a render is aborted only when every reader of it has.
   */
  share(key: string, generation: number, gone: AbortSignal, render: (signal: AbortSignal) => Promise<T>): { result: Promise<T>; joined: boolean };
  /** Renders under way. */
  readonly size: number;
}

interface Flight<T> {
  generation: number;
  readers: number;
  controller: AbortController;
  result: Promise<T>;
}

export function createRenderFlights<T>(): RenderFlights<T> {
  const flights = new Map<string, Flight<T>>();

  function start(key: string, generation: number, render: (signal: AbortSignal) => Promise<T>): Flight<T> {
    const controller = new AbortController();
    const result = render(controller.signal);
    const flight: Flight<T> = { generation, readers: 0, controller, result };
    flights.set(key, flight);
    const land = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    result.then(land, land);
    return flight;
  }

  return {
    share(key, generation, gone, render) {
      const current = flights.get(key);
      const joined = current !== undefined && current.generation === generation && !current.controller.signal.aborted;
      const flight = joined ? current : start(key, generation, render);
      flight.readers++;
      const leave = () => {
        flight.readers--;
        if (flight.readers === 0) flight.controller.abort();
      };
      if (gone.aborted) leave();
      else {
        gone.addEventListener('abort', leave, { once: true });
        const stay = () => gone.removeEventListener('abort', leave);
        flight.result.then(stay, stay);
      }
      return { result: flight.result, joined };
    },
    get size() {
      return flights.size;
    },
  };
}
