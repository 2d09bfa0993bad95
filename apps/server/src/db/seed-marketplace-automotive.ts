/**
 * The Automotive group of the marketplace seed. Sub-category rows read:
 * slug | name | a business name ends with | an offer is on | channel, advertisers, traits
 * (a ConditionType name: the garage condition its offers serve; booking; mobile; perLitre).
 */
import { CategoryGroupType } from '@ignite/domain/marketplace/marketplace-api';
import { categoriesOf, SHOP_HOURS, WORKSHOP_HOURS } from './seed-marketplace-categories.ts';

export const automotiveCategories = categoriesOf(CategoryGroupType.Automotive, [
  {
    slug: 'servicing',
    name: 'Servicing & Repairs',
    pitch: 'looks after everyday cars, utes and 4WDs with honest advice and fixed-price servicing',
    hours: WORKSHOP_HOURS,
    subCategories: [
      'logbook | Logbook Servicing | Auto Service; Automotive; Car Care; Service Centre; Motors | your next logbook service; a logbook service; a major service; a minor service and safety check | store 8 Service booking',
      'brakes | Brakes & Suspension | Brake & Clutch; Brakes; Suspension & Brakes | brake pad replacement; brake and rotor servicing; a suspension check; a brake fluid flush | store 5 Brakes booking',
      'mechanical | Mechanical Repairs | Mechanical; Auto Repairs; Motor Works | mechanical repairs; a pre-purchase inspection; an air-conditioning regas; a cooling system service | store 5 Service booking',
      'smash | Smash Repairs | Smash Repairs; Panel & Paint; Collision Centre | paint and panel repairs; dent removal; windscreen chip repairs; bumper scuff repairs | store 4 booking',
    ],
  },
  {
    slug: 'tyres',
    name: 'Tyres & Wheels',
    pitch: 'fits quality tyres at fair prices and gets you back on the road quickly',
    hours: WORKSHOP_HOURS,
    subCategories: [
      'new | New Tyres | Tyre Centre; Tyre Service; Tyres; Tyre & Auto | a set of four tyres; new tyres; 4WD tyres; performance tyres | store 8 Tyres booking',
      'alignment | Wheel Alignment & Balancing | Wheel Alignment; Steering & Wheels; Tyre & Alignment | a wheel alignment; wheel balancing; a tyre rotation; a four-wheel alignment | store 4 Tyres booking',
      'wheels | Alloy Wheels | Wheels; Mag & Tyre; Wheel Co. | alloy wheels; a set of 18-inch alloys; wheel repairs; tyre and wheel packages | both 3 Tyres',
    ],
  },
  {
    slug: 'fuel',
    name: 'Fuel',
    pitch: 'keeps motorists moving with quality fuel, fresh coffee and clean facilities',
    hours: ['Open 24 hours', 'Open 24 hours, 7 days', 'Open 5am–11pm daily'],
    subCategories: [
      'petrol | Petrol Stations | Fuel; Petroleum; Service Station; Fuels | fuel; premium unleaded; diesel; E10 | store 8 perLitre',
      'ev | EV Charging | EV Charging; Charge; Power Stations | fast charging; EV charging; DC fast charging sessions | store 3',
    ],
  },
  {
    slug: 'car-wash',
    name: 'Car Wash & Detailing',
    pitch: 'leaves cars gleaming inside and out',
    hours: ['Open 7 days, 7am–7pm', 'Open 7 days, 8am–6pm', 'Mon–Sat 8am–5pm'],
    subCategories: [
      'express | Express Car Wash | Car Wash; Express Wash; Auto Wash | an express wash; a premium wash; a monthly wash pass; an underbody wash | store 5 Wash',
      'hand | Hand Car Wash | Hand Car Wash; Hand Wash; Car Wash Café | a hand wash and vacuum; a wash and wax; an interior clean | store 4 Wash',
      'detailing | Detailing & Paint Protection | Detailing; Auto Detailing; Paint Protection; Mobile Detailing | a full detail; ceramic paint protection; an interior detail; headlight restoration | store 5 Wash booking mobile',
    ],
  },
  {
    slug: 'parts',
    name: 'Parts & Accessories',
    pitch: 'stocks the parts, accessories and know-how to keep your car in top shape',
    hours: SHOP_HOURS,
    subCategories: [
      'accessories | Car Accessories | Auto Accessories; Car Accessories; 4WD Accessories | car accessories; seat covers and floor mats; dash cams; roof racks | both 5',
      'wiper-blades | Wiper Blades | Auto Parts; Spares; Auto Spares | wiper blades; a pair of wiper blades; rear wiper blades | both 4 WiperBlades',
      'spare | Spare Parts | Auto Parts; Parts; Spare Parts | spare parts; oil and filters; brake pads; spark plugs | both 4',
      'towing | Towing & Roof Racks | Towbars; Tow & Trailer; Racks | a fitted towbar; roof racks; trailer hire; bike carriers | store 3 booking',
    ],
  },
  {
    slug: 'batteries',
    name: 'Batteries',
    pitch: 'tests, supplies and fits car batteries, often right at the kerb',
    hours: WORKSHOP_HOURS,
    subCategories: [
      'replacement | Battery Replacement | Batteries; Battery Depot; Battery Centre | a new car battery; a fitted battery; a battery health check; 4WD batteries | store 5 Battery',
      'mobile | Mobile Battery Service | Mobile Batteries; Battery Rescue; Battery Callout | a mobile battery replacement; a jump start; a roadside battery fit | store 4 Battery booking mobile',
    ],
  },
  {
    slug: 'insurance',
    name: 'Insurance & Roadside',
    pitch: 'gives drivers straightforward cover and help when they need it most',
    hours: ['Mon–Fri 8:30am–5pm', 'Mon–Fri 9am–5pm', '24/7 claims line'],
    subCategories: [
      'car | Car Insurance | Insurance; Car Insurance; Cover; Mutual | comprehensive car insurance; third party property cover; your first year of cover | online 5',
      'roadside | Roadside Assistance | Roadside; Roadside Assist; Motoring Club | roadside assistance membership; premium roadside cover; a year of roadside help | online 4 mobile',
    ],
  },
]);
