// Spanish versions of demo blog posts and static pages (docs/rules/content.md, "Content
// translations"): the three newest posts and the About page, keyed by their English slugs. The other
// posts and pages have none, so the Spanish site shows them in English under its note.
import { h2, html, ul } from '../authoring.ts';

export type SpanishPostSeed = { title: string; excerpt: string; contentHtml: string };
export type SpanishPageSeed = { title: string; summary: string; contentHtml: string };

export const SPANISH_POSTS: Record<string, SpanishPostSeed> = {
  'ten-minutes-of-meditation-is-enough': {
    title: 'Por qué diez minutos de meditación bastan para empezar',
    excerpt: 'No necesitas pasar una hora sobre un cojín para notar los beneficios de la meditación. Te contamos por qué funciona una práctica breve y diaria, y cómo mantenerla.',
    contentHtml: html(
      'Una de las cosas que más me dice la gente es que le encantaría meditar, pero que no tiene tiempo. Detrás de esa frase suele haber una imagen: una hora de silencio al amanecer, las piernas cruzadas, la mente perfectamente quieta. No es de extrañar que parezca inalcanzable.',
      h2('La frecuencia gana a la duración'),
      'El cerebro cambia con la repetición. Una práctica corta hecha cada día te da muchas más ocasiones de notar que tu mente se ha ido y traerla de vuelta, que es la habilidad central de la meditación. Diez minutos diarios suman más de una hora a la semana, repartida de una forma que crea un hábito en lugar de una obligación.',
      'Los estudios sobre entrenamientos breves de atención plena han encontrado mejoras en la atención y el estado de ánimo tras solo unas semanas de sesiones cortas y diarias. Los efectos son modestos, pero reales, y tienden a crecer a medida que continúa la práctica.',
      h2('Cómo hacer fáciles esos diez minutos'),
      ul(
        'Únelos a algo que ya haces, como tu primera taza de té',
        'Siéntate cada día en el mismo lugar para que el lugar se convierta en una señal',
        'Usa un temporizador suave, no un reloj que tengas que mirar una y otra vez',
        'Los días difíciles, haz dos minutos en lugar de ninguno',
      ),
      'Si quieres un comienzo guiado, nuestro curso gratuito Meditación para principiantes te acompaña durante tu primera semana, una práctica corta cada vez. Diez minutos no son una concesión. Para la mayoría de nosotros, son exactamente el lugar adecuado para empezar.',
    ),
  },
  'sleep-hygiene-is-not-enough': {
    title: 'La higiene del sueño no basta: lo que de verdad te ayuda a dormir',
    excerpt: 'Una habitación oscura y dejar las pantallas ayudan, pero casi nunca resuelven el mal dormir persistente. Las palancas reales son tu hora de levantarte, tu presión de sueño y tu relación con la cama.',
    contentHtml: html(
      'Si buscas consejos para dormir, encontrarás siempre la misma lista: mantén el dormitorio oscuro y fresco, evita la cafeína por la tarde, deja el teléfono lejos. A esto se le llama higiene del sueño, y es sensato. Pero para quien lleva meses durmiendo mal, rara vez basta por sí solo.',
      h2('Por qué los consejos de siempre se quedan cortos'),
      'La higiene del sueño quita obstáculos, pero no construye las dos cosas que de verdad producen el sueño: una presión de sueño fuerte y un reloj interno bien ajustado. Si pasas muchas horas en la cama intentando dormir, duermes la siesta por la tarde o cambias varias horas tu hora de levantarte los fines de semana, no hay lavanda que lo compense.',
      h2('Las palancas que importan'),
      'Los enfoques más eficaces, que se usan en la terapia cognitivo-conductual para el insomnio, se centran en la conducta. Levántate a la misma hora todos los días. Acuéstate solo cuando tengas sueño. Si te quedas despierto durante lo que te parece mucho tiempo, levántate y haz algo tranquilo con poca luz hasta que vuelva el sueño. En un par de semanas, la cama vuelve a asociarse con dormir, y no con estar despierto y preocupado.',
      'Estos pasos pueden parecer contradictorios, incluso incómodos al principio, porque quizá duermas un poco menos durante algunas noches antes de que el sueño se vuelva más profundo y continuo. Ese pequeño bache suele ser el punto de inflexión.',
      h2('Cuándo pedir ayuda'),
      'Si duermes mal desde hace más de tres meses, o si roncas fuerte, dejas de respirar mientras duermes o sientes una somnolencia peligrosa durante el día, habla con tu médico. Para todos los demás, nuestro curso de 14 noches para reajustar el sueño recorre estas técnicas paso a paso.',
    ),
  },
  'movement-snacks': {
    title: 'Pausas activas: por qué dos minutos cuentan',
    excerpt: 'Breves ratos de movimiento repartidos a lo largo del día alivian la rigidez, suben la energía y se suman hasta mejorar de verdad tu forma física.',
    contentHtml: html(
      'Si trabajas sentado, seguramente habrás notado que el cuerpo empieza a quejarse hacia media tarde. Las caderas se tensan, los hombros se acercan a las orejas y la concentración baja. No siempre es posible entrenar de verdad, pero una pausa activa casi siempre lo es.',
      h2('¿Qué es una pausa activa?'),
      'Una pausa activa es un rato corto de actividad, de treinta segundos a cinco minutos, que se repite varias veces al día. Subir dos tramos de escaleras a buen ritmo, diez sentadillas mientras hierve el agua, unos giros de hombros y un estiramiento de pie entre reuniones: todo eso cuenta.',
      'La investigación sobre ráfagas breves de actividad intensa sugiere que pueden mejorar los indicadores de forma física con el tiempo, y romper los periodos largos sentado se ha relacionado con un mejor control del azúcar en sangre. Igual de importante: sientan bien. La mayoría de la gente vuelve a su mesa más despierta.',
      h2('Tres pausas para probar hoy'),
      ul(
        '<strong>Las escaleras:</strong> sube dos o tres tramos a paso rápido y luego baja despacio',
        '<strong>La sentadilla de la tetera:</strong> diez veces sentarte y levantarte despacio de una silla mientras esperas',
        '<strong>El reinicio de escritorio:</strong> retracciones de barbilla, giros de hombros y estiramiento con los brazos arriba, cinco de cada',
      ),
      'Pon un recordatorio suave cada hora, o une las pausas a los cortes naturales del día, como el final de una llamada. Nuestro curso gratuito para reiniciar el cuerpo en el escritorio tiene más secuencias que puedes hacer con la ropa de trabajo.',
    ),
  },
};

export const SPANISH_PAGES: Record<string, SpanishPageSeed> = {
  'about-us': {
    title: 'Sobre Wellspring',
    summary: 'Wellspring es una plataforma de aprendizaje en línea de desarrollo personal y bienestar, basada en cursos prácticos y apoyados en la evidencia.',
    contentHtml: html(
      'Wellspring nació de una observación sencilla: la mayoría de las personas ya sabe que debería dormir más, moverse más y preocuparse menos. Lo que les falta no es información, sino un camino amable y práctico para pasar del saber al hacer. Nosotros construimos ese camino.',
      h2('Qué hacemos'),
      'Publicamos cursos breves y estructurados de atención plena, sueño, movimiento, nutrición, resiliencia, productividad y relaciones. Cada curso combina explicaciones claras con listas de comprobación, cuestionarios, reflexiones y tareas del mundo real, porque el cambio llega cuando practicas, no cuando lees.',
      h2('Cómo trabajamos'),
      ul(
        '<strong>Primero, la evidencia.</strong> Nuestros profesores se apoyan en la investigación y en la práctica profesional, y decimos con claridad cuándo la evidencia aún se está desarrollando.',
        '<strong>Pasos pequeños.</strong> Diseñamos para vidas ocupadas: la mayoría de las lecciones dura diez minutos o menos.',
        '<strong>Amabilidad.</strong> Sin culpas, sin promesas extremas, sin curas milagrosas. Solo un progreso constante.',
        '<strong>Comunidad.</strong> Los mentores y los grupos ayudan a que los alumnos se animen entre sí.',
      ),
      h2('Nuestros profesores'),
      'Nuestros cursos los escriben e imparten profesionales con experiencia: profesores de meditación, investigadores del sueño, dietistas titulados, entrenadores de yoga y de fuerza, psicólogos y formadores en comunicación. Un segundo experto revisa cada curso antes de publicarlo, y lo actualizamos con regularidad.',
      h2('Una nota sobre la salud'),
      'Los cursos de Wellspring son educativos y apoyan el bienestar del día a día. No sustituyen un tratamiento médico ni psicológico. Si no te encuentras bien o estás en crisis, ponte en contacto con un profesional de la salud o con los servicios de emergencia de tu zona.',
    ),
  },
};
