/**
 * The seeded towns of institutions/locations, the list a listing's town is picked from: each county's headquarters
 * and its other main towns, with the county's former province (src/registry/choices.ts) as `region`.
 */
import { counties, regionOf, type County } from '../../../../registry/choices.ts';

export interface CountyRow {
  region: string;
  county: string;
  city: string;
}

const headquarters: Record<County, string> = {
  Mombasa: 'Mombasa',
  Kwale: 'Kwale',
  Kilifi: 'Kilifi',
  'Tana River': 'Hola',
  Lamu: 'Lamu',
  'Taita-Taveta': 'Mwatate',
  Garissa: 'Garissa',
  Wajir: 'Wajir',
  Mandera: 'Mandera',
  Marsabit: 'Marsabit',
  Isiolo: 'Isiolo',
  Meru: 'Meru',
  'Tharaka-Nithi': 'Chuka',
  Embu: 'Embu',
  Kitui: 'Kitui',
  Machakos: 'Machakos',
  Makueni: 'Wote',
  Nyandarua: 'Ol Kalou',
  Nyeri: 'Nyeri',
  Kirinyaga: 'Kerugoya',
  "Murang'a": "Murang'a",
  Kiambu: 'Kiambu',
  Turkana: 'Lodwar',
  'West Pokot': 'Kapenguria',
  Samburu: 'Maralal',
  'Trans Nzoia': 'Kitale',
  'Uasin Gishu': 'Eldoret',
  'Elgeyo-Marakwet': 'Iten',
  Nandi: 'Kapsabet',
  Baringo: 'Kabarnet',
  Laikipia: 'Rumuruti',
  Nakuru: 'Nakuru',
  Narok: 'Narok',
  Kajiado: 'Kajiado',
  Kericho: 'Kericho',
  Bomet: 'Bomet',
  Kakamega: 'Kakamega',
  Vihiga: 'Mbale',
  Bungoma: 'Bungoma',
  Busia: 'Busia',
  Siaya: 'Siaya',
  Kisumu: 'Kisumu',
  'Homa Bay': 'Homa Bay',
  Migori: 'Migori',
  Kisii: 'Kisii',
  Nyamira: 'Nyamira',
  Nairobi: 'Nairobi',
};

/** Each county at its headquarters, alphabetical by county. */
export const countySeats: CountyRow[] = counties.map((county) => ({ region: regionOf[county]!, county, city: headquarters[county] }));

/** Main towns besides each county's headquarters; an admin adds any other as a row of institutions/locations. */
const otherTowns: Record<County, readonly string[]> = {
  Nairobi: [],
  Mombasa: ['Likoni'],
  Kwale: ['Ukunda', 'Msambweni', 'Lunga Lunga', 'Kinango'],
  Kilifi: ['Malindi', 'Mariakani', 'Mtwapa', 'Watamu', 'Kaloleni'],
  'Tana River': ['Garsen', 'Bura'],
  Lamu: ['Mpeketoni', 'Witu'],
  'Taita-Taveta': ['Voi', 'Wundanyi', 'Taveta'],
  Garissa: ['Dadaab', 'Masalani'],
  Wajir: ['Habaswein', 'Bute'],
  Mandera: ['Elwak', 'Takaba', 'Rhamu'],
  Marsabit: ['Moyale', 'Laisamis'],
  Isiolo: ['Merti', 'Garbatulla'],
  Meru: ['Maua', 'Nkubu', 'Timau'],
  'Tharaka-Nithi': ['Chogoria', 'Kathwana', 'Marimanti'],
  Embu: ['Runyenjes', 'Siakago'],
  Kitui: ['Mwingi', 'Mutomo'],
  Machakos: ['Athi River', 'Mlolongo', 'Kangundo', 'Tala'],
  Makueni: ['Makindu', 'Kibwezi', 'Emali', 'Sultan Hamud'],
  Nyandarua: ['Engineer', 'Njabini', 'Ol Joro Orok'],
  Nyeri: ['Karatina', 'Othaya', 'Naro Moru'],
  Kirinyaga: ['Kutus', 'Sagana', "Wang'uru"],
  "Murang'a": ['Kenol', 'Maragua', 'Kangema', 'Kandara'],
  Kiambu: ['Thika', 'Ruiru', 'Juja', 'Kikuyu', 'Kahawa', 'Limuru', 'Kabete', 'Githunguri'],
  Turkana: ['Kakuma', 'Lokichoggio'],
  'West Pokot': ['Makutano', 'Chepareria'],
  Samburu: ['Baragoi', 'Wamba'],
  'Trans Nzoia': ['Endebess', 'Kiminini'],
  'Uasin Gishu': ['Burnt Forest', 'Turbo', "Moi's Bridge"],
  'Elgeyo-Marakwet': ['Kapsowar', 'Chepkorio'],
  Nandi: ['Nandi Hills', 'Mosoriot'],
  Baringo: ['Eldama Ravine', 'Marigat', 'Mogotio'],
  Laikipia: ['Nanyuki', 'Nyahururu'],
  Nakuru: ['Naivasha', 'Molo', 'Gilgil', 'Njoro', 'Subukia'],
  Narok: ['Kilgoris', "Ololulung'a"],
  Kajiado: ['Kitengela', 'Ngong', 'Ongata Rongai', 'Kiserian', 'Namanga', 'Loitokitok'],
  Kericho: ['Litein', 'Londiani', 'Kipkelion'],
  Bomet: ['Sotik', 'Longisa'],
  Kakamega: ['Mumias', 'Butere', 'Malava'],
  Vihiga: ['Luanda', 'Chavakali', 'Majengo'],
  Bungoma: ['Webuye', 'Kimilili', 'Chwele'],
  Busia: ['Malaba', 'Nambale', 'Port Victoria'],
  Siaya: ['Bondo', 'Ugunja', 'Yala', 'Usenge'],
  Kisumu: ['Maseno', 'Ahero', 'Muhoroni', 'Kombewa'],
  'Homa Bay': ['Mbita', 'Kendu Bay', 'Oyugis'],
  Migori: ['Awendo', 'Rongo', 'Isebania'],
  Kisii: ['Ogembo', 'Suneka', 'Keroka'],
  Nyamira: ['Nyansiongo', 'Ekerenyo'],
};

/** Every seeded town: each county's headquarters first, then its other main towns. */
export const locations: CountyRow[] = countySeats.flatMap((c) => [c, ...otherTowns[c.county as County].map((city) => ({ ...c, city }))]);
