import { feature, mesh } from 'topojson-client';
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth's 1:110m countries, shipped in the world-atlas package: the map draws with no network.
import countries110m from 'world-atlas/countries-110m.json';

type CountryProperties = { name: string };
type Atlas = Topology<{
  countries: GeometryCollection<CountryProperties>;
  land: GeometryCollection;
}>;

export interface WorldShapes {
  /** Every country, named in English as the vehicles' countries are. */
  countries: FeatureCollection<Polygon | MultiPolygon, CountryProperties>;
  /** The borders between countries, drawn once each. */
  borders: MultiLineString;
}

let shapes: WorldShapes | undefined;

/** The world's country shapes and borders, converted from TopoJSON on first use. */
export function worldShapes(): WorldShapes {
  if (!shapes) {
    const atlas = countries110m as unknown as Atlas;
    shapes = {
      countries: feature(atlas, atlas.objects.countries) as WorldShapes['countries'],
      borders: mesh(atlas, atlas.objects.countries, (a, b) => a !== b),
    };
  }
  return shapes;
}

/** The countries named in `names` (the fleet's countries), for a stronger fill. */
export function countriesNamed(names: ReadonlySet<string>): Feature[] {
  return worldShapes().countries.features.filter((c) => names.has(c.properties.name));
}
