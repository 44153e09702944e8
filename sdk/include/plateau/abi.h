/*
 * plateau/abi.h -- the whole contract between the Plateau host and a game plugin.
 *
 * This header is the only thing the host and a plugin share at run time. Everything that
 * crosses it is C: plain structs, function pointers, fixed-width integers, strings given
 * with their lengths, and opaque handles. No C++ type, exception, RTTI or memory freed by
 * the other side crosses it, so a plugin built by another compiler or standard library
 * loads, and an old plugin keeps loading when the host moves on.
 *
 * VERSIONING
 *   Both tables below begin with { struct_size, abi_major, abi_minor }. The major number
 *   changes only if a field is removed or changes meaning, which is never meant to happen.
 *   The minor number grows when fields are appended at the end of a table. Fields are
 *   never reordered or reused; a changed signature becomes a new `_v2` field. A reader
 *   copies min(struct_size, sizeof(its own struct)) bytes into a zeroed struct of its own,
 *   so a field the other side does not know reads as zero / NULL.
 *
 *   The host refuses a plugin whose abi_major differs from PLATEAU_ABI_MAJOR, whose
 *   struct_size is smaller than PLATEAU_PLUGIN_V1_SIZE, or which leaves a function marked
 *   REQUIRED below NULL.
 *
 *   History: 1.0 the first tables; 1.1 appends to plateau_plugin rankable,
 *   min_board_size, clock_started, ui_save and ui_restore; 1.2 appends menu_key; 1.3
 *   appends to plateau_host text_width, and the host calls `input` of a plugin that has
 *   no ui (new_ui NULL) with a NULL ui; 1.4 appends to plateau_draw_args the theme (dark)
 *   and a move to mark on the board (a hint, the computer's last move), to plateau_plugin
 *   describe_move, and to plateau_host cache_dir. plateau_draw_args has no struct_size:
 *   a plugin reads its 1.4 fields only when the host's abi_minor (plateau_host) is 4 or
 *   more. 1.5 appends to plateau_host the language the host speaks and the plugin's
 *   folder, so that a plugin shows its texts in the player's language from catalogues
 *   of its own (TRANSLATIONS below), and to plateau_plugin name_words, the words for its
 *   info keys and choices, and canonical_move, a move in the game's one notation. 1.6
 *   appends to plateau_plugin look_params, the parameters that change only how the game
 *   looks (LOOK PARAMETERS below).
 *
 * OPTIONAL FUNCTIONS
 *   A plugin leaves NULL every optional function it has no use for, and the host then does
 *   without the call (no forced move, no animation, ...): a move costs a plugin that needs
 *   only apply_move and status those two calls. The host refuses a table whose pointers
 *   contradict its own declarations: has_hint without job_start, a command with is_job = 1
 *   without job_start or with is_job = 0 without run_command.
 *
 * ENTRY POINT
 *   A plugin is an ELF shared library exporting exactly one symbol:
 *       extern "C" const plateau_plugin* plateau_entry(const plateau_host* host);
 *   The host checks that the symbol is in the file's dynamic symbol table before any code
 *   of the plugin runs, then loads the library and calls plateau_entry once. The returned
 *   table, and every string and array it points to, must stay valid until the library is
 *   unloaded. plateau_entry returns NULL if it cannot work with the host (for example a
 *   host table that is too old); the host then refuses the plugin.
 *
 * UNLOADING
 *   A plugin file that is rebuilt while the host runs replaces the loaded one: the host
 *   loads the new file (a private copy of it, so the new code is really loaded) and keeps
 *   the old library until nothing made from it is in use, then unloads it: once its last
 *   game, state, ui and job are freed (destroy, free_state, free_ui, job_free). So a plugin
 *   keeps nothing running past them: threads of its own have ended by the time job_free
 *   returns, and it leaves nothing registered outside itself (atexit handlers, callbacks
 *   given to other libraries).
 *
 * THREADS
 *   Every function is called from the host's UI thread, one call at a time, and must return
 *   quickly (a few milliseconds). Long work (a computer player's move, a hint, a solver) is
 *   a job: see job_start below. A plugin may run jobs on threads of its own.
 *
 * STRINGS AND OWNERSHIP
 *   Strings passed into a function are valid for the duration of that call only and are
 *   NOT nul-terminated unless a `const char*` without a length is documented as such.
 *   Strings coming back to the host go through a plateau_writer (or plateau_sink) that the
 *   host passes in: the plugin calls it, the host copies the bytes. Neither side ever frees
 *   memory the other allocated; handles are freed by the side that made them, through the
 *   free function that goes with them.
 *
 * ENUMERATIONS
 *   Every enumerated value crosses the boundary as an int32_t (the plateau_xxx typedefs
 *   below), with its values named by an enum: a value the other side does not know is
 *   then a number to check and refuse, not undefined behaviour.
 *
 * ERRORS
 *   Functions that can fail return plateau_result. On PLATEAU_ERROR they write one
 *   human-readable message (a full sentence, no trailing newline) to the `error` writer and
 *   leave every input unchanged. A plugin never lets a C++ exception escape: the SDK's
 *   export macro (plateau/plugin.hpp) catches every exception at the boundary and turns it
 *   into PLATEAU_ERROR with the exception's message.
 *
 * THE GAME MODEL
 *   A game is its parameters, a seed (or an explicit layout) and a list of moves.
 *   - plateau_game: one game's parameters, made by `create`. Everything that sizes the
 *     board is a parameter.
 *   - plateau_state: a position. Immutable once made: apply_move makes a new state, so the
 *     host keeps the list of states for undo and redo. Randomness needed during play lives
 *     in the state.
 *   - plateau_ui: what undo must not touch (cursor, hover, selection).
 *   - Moves are strings in the game's own notation. A move typed in the text mode, one
 *     chosen by a computer player and one made with the mouse take the same path.
 *
 * TRANSLATIONS
 *   From 1.5 the host says which language it shows its own texts in (plateau_host,
 *   `language`), before plateau_entry, and keeps it for as long as the plugin is loaded. A
 *   plugin gives every text a player reads in that language when it has it (its name,
 *   description, how-to-play, parameters' labels and help, presets' labels, commands'
 *   help and words, messages, errors, what `draw` writes), else in English. Its catalogues
 *   are its own: GNU gettext catalogues of the domain named by its id, in
 *   <plugin_folder>/locale/<language>/LC_MESSAGES/<id>.mo, beside its file (or compiled
 *   in). The host has made `language` gettext's language for the whole process (LANGUAGE
 *   and a LC_MESSAGES that is not "C"), so dgettext(id, text) after bindtextdomain(id,
 *   <plugin_folder>/locale) gives it; the SDK does all of this (plateau/translate.hpp).
 *   What other programs read never changes with the language: moves (a plugin accepts
 *   its moves written in any language it speaks, and writes them in its one notation),
 *   the status, info keys, ids, parameter keys and choices, presets' ids, command names.
 *   A plugin from before 1.5 is shown with its own texts as they are.
 *
 * LOOK PARAMETERS
 *   From 1.6 a plugin names the parameters that change only how its game looks or is
 *   shown (colours, letters drawn on the pieces, a drawing style, animations), never the
 *   board, the moves, the status or the score: plateau_plugin's look_params. The host
 *   treats them as the player's own taste, not as part of the game: it leaves them out of
 *   game IDs and of the key its high scores and statistics are kept under, and a game
 *   opened from an ID or a saved game is made with the player's own values for them (those
 *   the settings form shows). Changing only such values in the settings form keeps the
 *   game going: the host makes the game again with them and replays its moves (undo then
 *   reaches back to that game's start). So a look parameter must leave initial_state,
 *   apply_move, status (its message aside), list_moves, forced_move, rankable and
 *   canonical_move exactly as they are. Create may refuse a value of one on its own (a
 *   colour the game cannot show): the host then makes the game with the value it came
 *   with. A job running then (a computer's move, a hint, a command's long work) goes on
 *   on the game it started on, which stays alive until job_free, and its items are taken
 *   for the new one: its moves hold there, and its messages should not depend on a look
 *   parameter. `plateau check-plugin` plays its games again with each look parameter at
 *   one other value to see that nothing else changes. A plugin before 1.6 has none: every
 *   parameter is part of the game.
 */
#ifndef PLATEAU_ABI_H
#define PLATEAU_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PLATEAU_ABI_MAJOR 1u
#define PLATEAU_ABI_MINOR 6u

/* The name of the one exported symbol. */
#define PLATEAU_ENTRY_SYMBOL "plateau_entry"

enum plateau_result_values {
    PLATEAU_OK = 0,
    PLATEAU_ERROR = 1
};
typedef int32_t plateau_result;

/* Opaque handles, each made and freed by the plugin. */
typedef struct plateau_game plateau_game;   /* one game's parameters */
typedef struct plateau_state plateau_state; /* one position; immutable once made */
typedef struct plateau_ui plateau_ui;       /* cursor, hover, counters undo must not touch */
typedef struct plateau_job plateau_job;     /* long work running in the background */

/* ------------------------------------------------------------------------------------ */
/* Writers: how text travels from the plugin to the host.                               */
/* ------------------------------------------------------------------------------------ */

/* A writer collects text. `write` may be called any number of times; the pieces are
 * concatenated. The host owns `ctx`; the plugin only passes it back. */
typedef struct plateau_writer {
    void *ctx;
    void (*write)(void *ctx, const char *text, size_t length);
} plateau_writer;

/* What a plugin hands back from a command or a job, item by item, in order. */
enum plateau_output_kind_values {
    PLATEAU_OUT_MOVE = 0,    /* a move to apply, in the game's notation (played in order) */
    PLATEAU_OUT_HINT = 1,    /* a suggested move, in the game's notation, not applied */
    PLATEAU_OUT_MESSAGE = 2, /* a line of text for the player */
    PLATEAU_OUT_LINE = 3     /* a line of a command's own output (shown as is) */
};
typedef int32_t plateau_output_kind;

/* A sink receives the items of a command or a job. One call is one whole item. */
typedef struct plateau_sink {
    void *ctx;
    void (*emit)(void *ctx, plateau_output_kind kind, const char *text, size_t length);
} plateau_sink;

/* ------------------------------------------------------------------------------------ */
/* Parameters (the schema) and their values.                                            */
/* ------------------------------------------------------------------------------------ */

enum plateau_param_type_values {
    PLATEAU_PARAM_INTEGER = 0,     /* int64; bounds min_int..max_int */
    PLATEAU_PARAM_NUMBER = 1,      /* double; bounds min_number..max_number */
    PLATEAU_PARAM_BOOLEAN = 2,
    PLATEAU_PARAM_TEXT = 3,        /* max_int is the maximum length in bytes if > 0 */
    PLATEAU_PARAM_TEXT_LIST = 4,   /* min_int..max_int items when max_int > 0 */
    PLATEAU_PARAM_CHOICE = 5,      /* one of `choices` */
    PLATEAU_PARAM_COLOUR = 6,      /* a colour name or #rrggbb; given to create as #rrggbb */
    PLATEAU_PARAM_COLOUR_LIST = 7  /* min_int..max_int items when max_int > 0 */
};
typedef int32_t plateau_param_type;

/* One parameter of a game. All strings are nul-terminated and static.
 * `default_toml` is the default value written as a TOML value (`10`, `0.2`, `true`,
 * `"Player 1"`, `"n-1"`, `["red", "green"]`). Keys, choice values and preset ids are single
 * words of [a-z0-9_-]; labels and help are for people. */
typedef struct plateau_param_def {
    const char *key;
    const char *label;
    const char *help;
    plateau_param_type type;
    const char *default_toml;
    int64_t min_int, max_int;          /* INTEGER bounds; TEXT max length; LIST item counts */
    double min_number, max_number;     /* NUMBER bounds */
    const char *const *choices;        /* CHOICE: the allowed values */
    uint32_t choice_count;
} plateau_param_def;

/* A built-in preset: an id, a label, and the values it sets as a TOML document
 * (`rows = 10\ncols = 15\n`). The game's TOML file can add presets and change these. */
typedef struct plateau_preset_def {
    const char *id;
    const char *label;
    const char *values_toml;
} plateau_preset_def;

/* Words for a name the plugin writes in its notation and files, for the host to show
 * instead of the name (1.5, plateau_plugin's name_words). */
typedef struct plateau_name_words {
    /* An info key of info_line ("mines_left"), a choice of a CHOICE parameter written
     * KEY=VALUE ("computer_level=hard"), or a command written command:NAME
     * ("command:solve", the words its button and its prompt's title show). */
    const char *name;
    /* What a person reads for it, in the host's language: "Mines left", "Hard". */
    const char *words;
} plateau_name_words;

/* One parameter value, as the host gives it to `create`. Every parameter of the schema is
 * given, in schema order, already checked against its type and bounds. */
typedef struct plateau_value {
    const char *key;          /* nul-terminated */
    plateau_param_type type;
    int64_t integer;          /* INTEGER */
    double number;            /* NUMBER */
    int32_t boolean;          /* BOOLEAN: 0 or 1 */
    const char *text;         /* TEXT, CHOICE, COLOUR (#rrggbb): nul-terminated */
    const char *const *items; /* TEXT_LIST, COLOUR_LIST (#rrggbb): nul-terminated each */
    uint32_t item_count;
} plateau_value;

typedef struct plateau_settings {
    const plateau_value *values;
    uint32_t count;
} plateau_settings;

/* A command a game adds to the text mode and to the game screen (Tilings' `export FILE`,
 * SameGame's `solve SECONDS`). Nul-terminated static strings. */
typedef struct plateau_command_def {
    const char *name;   /* one lower-case word */
    const char *args;   /* argument syntax for help, e.g. "FILE" or "SECONDS"; "" if none */
    const char *help;   /* one line */
    int32_t is_job;     /* 1: run with job_start (long work); 0: run with run_command */
} plateau_command_def;

/* ------------------------------------------------------------------------------------ */
/* Input.                                                                               */
/* ------------------------------------------------------------------------------------ */

enum plateau_input_type_values {
    PLATEAU_INPUT_POINTER_DOWN = 0,  /* x, y in board pixels; button */
    PLATEAU_INPUT_POINTER_UP = 1,
    PLATEAU_INPUT_POINTER_MOVE = 2,  /* hover or drag (button held: buttons_down) */
    PLATEAU_INPUT_POINTER_LEAVE = 3, /* the pointer left the board */
    PLATEAU_INPUT_KEY = 4,           /* key, modifiers */
    PLATEAU_INPUT_TEXT = 5           /* codepoint: a character typed */
};
typedef int32_t plateau_input_type;

enum plateau_key_values {
    PLATEAU_KEY_NONE = 0,
    PLATEAU_KEY_LEFT, PLATEAU_KEY_RIGHT, PLATEAU_KEY_UP, PLATEAU_KEY_DOWN,
    PLATEAU_KEY_ENTER, PLATEAU_KEY_SPACE, PLATEAU_KEY_BACKSPACE, PLATEAU_KEY_TAB,
    PLATEAU_KEY_HOME, PLATEAU_KEY_END, PLATEAU_KEY_PAGE_UP, PLATEAU_KEY_PAGE_DOWN,
    PLATEAU_KEY_ESCAPE, PLATEAU_KEY_DELETE
    /* Letters, digits and punctuation come as their lower-case ASCII code ('a'..'z',
     * '0'..'9', ' ' is PLATEAU_KEY_SPACE); the named keys are below 32 so they never clash. */
};
typedef int32_t plateau_key;

enum {
    PLATEAU_BUTTON_LEFT = 1,
    PLATEAU_BUTTON_RIGHT = 2,
    PLATEAU_BUTTON_MIDDLE = 3
};
enum {
    PLATEAU_MOD_SHIFT = 1,
    PLATEAU_MOD_CTRL = 2,
    PLATEAU_MOD_ALT = 4
};

typedef struct plateau_input {
    plateau_input_type type;
    float x, y;             /* pointer events: position in board pixels (0..width, 0..height) */
    int32_t button;         /* POINTER_DOWN/UP: PLATEAU_BUTTON_* */
    int32_t buttons_down;   /* POINTER_MOVE: bit (1 << button) per button held */
    int32_t key;            /* KEY: plateau_key or a lower-case ASCII code */
    int32_t modifiers;      /* PLATEAU_MOD_* */
    uint32_t codepoint;     /* TEXT: a Unicode code point */
    float width, height;    /* the board's size in pixels, as in the last draw */
} plateau_input;

enum plateau_input_result_values {
    PLATEAU_INPUT_UNUSED = 0,      /* the game did nothing with the event */
    PLATEAU_INPUT_UI_CHANGED = 1,  /* only the plateau_ui changed (hover, cursor): redraw */
    PLATEAU_INPUT_MOVE = 2         /* a move was written to `move`: the host applies it */
};
typedef int32_t plateau_input_result;

/* ------------------------------------------------------------------------------------ */
/* Status.                                                                              */
/* ------------------------------------------------------------------------------------ */

enum plateau_outcome_values {
    PLATEAU_OUTCOME_NONE = 0,   /* not over, or over without being won or lost */
    PLATEAU_OUTCOME_WON = 1,
    PLATEAU_OUTCOME_LOST = 2,
    PLATEAU_OUTCOME_DRAW = 3,   /* several players share first place */
    PLATEAU_OUTCOME_WINNER = 4  /* `winner` won (games of several players) */
};
typedef int32_t plateau_outcome;

#define PLATEAU_MAX_PLAYERS 8

typedef struct plateau_status {
    int32_t turn;        /* the player to move, from 1 (1 in one-player games); 0 once over */
    int32_t over;        /* 1 once the game has ended */
    plateau_outcome outcome;
    int32_t winner;      /* WINNER: the player from 1 */
    int32_t has_score;   /* 1: `score` is meaningful (one-player games that score points) */
    int64_t score;
    int32_t player_count;                    /* > 1: `scores` holds one score per player */
    int64_t scores[PLATEAU_MAX_PLAYERS];
    int32_t computer_turn; /* 1: the player to move is a computer player; the host then
                              starts the job "move" and applies the move it gives */
} plateau_status;

/* How the host keeps high scores for a game. */
enum plateau_score_kind_values {
    PLATEAU_SCORE_NONE = 0,    /* no high-score table */
    PLATEAU_SCORE_POINTS = 1,  /* `score`: more is better */
    PLATEAU_SCORE_TIME = 2     /* the time the host measured: less is better */
};
typedef int32_t plateau_score_kind;

/* ------------------------------------------------------------------------------------ */
/* The canvas: the host's drawing functions.                                            */
/* ------------------------------------------------------------------------------------ */

/* Colours are 0xRRGGBBAA. Coordinates are pixels of the board area, origin top left.
 * The host batches everything into vertex arrays; shapes are drawn in call order. */
enum plateau_text_align_values {
    PLATEAU_ALIGN_LEFT = 0,
    PLATEAU_ALIGN_CENTRE = 1,
    PLATEAU_ALIGN_RIGHT = 2
};
typedef int32_t plateau_text_align;

typedef struct plateau_canvas {
    void *ctx;
    void (*fill_rect)(void *ctx, float x, float y, float w, float h, uint32_t rgba);
    void (*stroke_rect)(void *ctx, float x, float y, float w, float h, float thickness,
                        uint32_t rgba);
    void (*fill_circle)(void *ctx, float cx, float cy, float radius, uint32_t rgba);
    /* A convex or concave simple polygon, `count` points as x0,y0,x1,y1,...; the host
     * triangulates it as a fan, so pass convex polygons or split concave ones. */
    void (*fill_polygon)(void *ctx, const float *xy, uint32_t count, uint32_t rgba);
    void (*line)(void *ctx, float x0, float y0, float x1, float y1, float thickness,
                 uint32_t rgba);
    /* Text centred vertically on y; x is the left edge, centre or right edge per align. */
    void (*text)(void *ctx, float x, float y, float size, uint32_t rgba,
                 plateau_text_align align, const char *utf8, size_t length);
} plateau_canvas;

/* ------------------------------------------------------------------------------------ */
/* The host's table: what the host gives a plugin.                                      */
/* ------------------------------------------------------------------------------------ */

enum plateau_log_level_values {
    PLATEAU_LOG_DEBUG = 0,
    PLATEAU_LOG_INFO = 1,
    PLATEAU_LOG_WARNING = 2,
    PLATEAU_LOG_ERROR = 3
};
typedef int32_t plateau_log_level;

typedef struct plateau_host {
    uint32_t struct_size; /* sizeof(plateau_host) as the host knows it */
    uint32_t abi_major;
    uint32_t abi_minor;
    /* Writes a line to the host's log (standard error). Any thread. */
    void (*log)(plateau_log_level level, const char *text, size_t length);

    /* ---- Appended in 1.3 (a plugin reads it only when struct_size covers it) --------- */

    /* The width in pixels of `utf8` drawn by the canvas's `text` at `size`, in the font the
     * host draws with: what a game needs to fit a label to a width, instead of guessing the
     * host's font. Called from `draw` (and `input`, `min_board_size`), on the UI thread. */
    float (*text_width)(float size, const char *utf8, size_t length);

    /* ---- Appended in 1.4 ----------------------------------------------------------- */

    /* Writes the full path of a folder kept for the plugin `plugin_id` between runs (for
     * what it computes once and keeps: an endgame table), made if needed; writes nothing
     * when there is none (no data folder can be made). Nothing else is written there. A
     * plugin checks what it reads back (a file may be damaged, cut short, or from another
     * version of the plugin) and rebuilds it when in doubt; it writes a file whole (to a
     * temporary name, then renamed). Any thread. */
    void (*cache_dir)(const char *plugin_id, size_t id_length, const plateau_writer *out);

    /* ---- Appended in 1.5 ----------------------------------------------------------- */

    /* The language the host shows its texts in, nul-terminated: a gettext language code,
     * "en" (the host's own texts, untranslated), "fr", "pt_BR". The same for the whole
     * time the plugin is loaded (TRANSLATIONS above). */
    const char *language;
    /* The folder the plugin's file was found in (a folder of plugin_dirs, where it was
     * dropped or installed), nul-terminated, without a trailing '/'. The host loads a
     * private copy of the file, so a plugin cannot find this folder from its own address:
     * it is where the files that ship beside the plugin are, its catalogues included
     * (<plugin_folder>/locale). */
    const char *plugin_folder;
} plateau_host;

/* The size of version 1 of the host table; a plugin reads a later field only when the
 * host's struct_size covers it. */
#define PLATEAU_HOST_V1_SIZE ((uint32_t)(offsetof(plateau_host, log) + \
                                         sizeof(void (*)(plateau_log_level, const char *, size_t))))

enum plateau_mark_kind_values {
    PLATEAU_MARK_NONE = 0,
    PLATEAU_MARK_HINT = 1, /* a move the hint proposes */
    PLATEAU_MARK_LAST = 2  /* the move a computer player just played */
};
typedef int32_t plateau_mark_kind;

/* What one drawing of the board needs. */
typedef struct plateau_draw_args {
    const plateau_state *state;    /* the position to draw */
    const plateau_state *previous; /* while a move is animated: the position before it;
                                      else NULL */
    const char *move;              /* while animated: the move from previous to state */
    size_t move_length;
    float anim_time;               /* seconds since the move, 0 .. anim_length */
    float anim_length;             /* what anim_length returned for that move */
    float width, height;           /* the board area in pixels */
    int32_t thumbnail;             /* 1: the launcher's thumbnail (draw no cursor, no text
                                      smaller than ~8 px) */

    /* ---- Appended in 1.4 (read them only when the host's abi_minor is 4 or more) ---- */

    /* 1: the window's theme is dark: draw the board in the game's dark colours, what
     * carries meaning (a piece, a number, a lit tile) at a contrast of 3:1 or more against
     * what is behind it (WCAG 1.4.11). */
    int32_t dark;
    /* A move to mark on the board, or PLATEAU_MARK_NONE (mark NULL): with
     * PLATEAU_MARK_HINT, a move the hint proposes, legal in `state` (the group, the cell,
     * the insertion it would make); with PLATEAU_MARK_LAST, the move a computer player (or
     * a job) just played, that led to `state`. The host drops a hint's mark once the
     * position changes and fades a last move's mark out over a second or so. */
    plateau_mark_kind mark_kind;
    const char *mark;
    size_t mark_length;
    float mark_strength; /* 1: fully shown, down to 0 as the mark fades */
} plateau_draw_args;

enum plateau_job_state_values {
    PLATEAU_JOB_RUNNING = 0, /* not finished: poll again later */
    PLATEAU_JOB_DONE = 1,    /* finished: its items were emitted by this poll */
    PLATEAU_JOB_FAILED = 2   /* finished without a result: a MESSAGE item says why */
};
typedef int32_t plateau_job_state;

/* ------------------------------------------------------------------------------------ */
/* The plugin's table: what plateau_entry returns.                                      */
/* ------------------------------------------------------------------------------------ */

typedef struct plateau_plugin {
    uint32_t struct_size; /* sizeof(plateau_plugin) as the plugin was built */
    uint32_t abi_major;   /* PLATEAU_ABI_MAJOR */
    uint32_t abi_minor;   /* PLATEAU_ABI_MINOR */

    /* Identity. Nul-terminated static strings. `id` is one word of [a-z0-9_-], unique among
     * loaded plugins; it names the game's TOML file (config/games/<id>.toml). */
    const char *id;
    const char *name;
    const char *version;     /* the plugin's own version, e.g. "1.0.0" */
    const char *description; /* one line for the launcher's card */
    /* Rules, controls and notation, for F1 and the text mode's `help`; lines separated by
     * '\n'. */
    const char *how_to_play;

    /* The parameter schema, the built-in presets and the extra commands. */
    const plateau_param_def *params;
    uint32_t param_count;
    const plateau_preset_def *presets;
    uint32_t preset_count;
    const plateau_command_def *commands;
    uint32_t command_count;

    plateau_score_kind score_kind;
    int32_t scores_won_only;  /* 1: only won games enter the high-score table */
    int32_t has_hint;         /* 1: job_start accepts "hint" (then job_start is required) */

    /* ---- REQUIRED functions ---------------------------------------------------------- */

    /* Makes a game from checked settings and a seed, or from an explicit layout (text,
     * NULL when none; the game's own layout format). A layout that the game refuses, or
     * settings that do not go together, is PLATEAU_ERROR with the reason (for a layout:
     * the line and column). Returns NULL on error. Free with `destroy`. */
    plateau_game *(*create)(const plateau_settings *settings, uint64_t seed,
                            const char *layout, size_t layout_length,
                            const plateau_writer *error);
    /* Frees a game. Its states, uis and jobs are freed before it. */
    void (*destroy)(plateau_game *game);

    /* The first position of the game. NULL (with a message) only on failure. */
    plateau_state *(*initial_state)(plateau_game *game, const plateau_writer *error);
    /* Applies one move to `state`, which is left unchanged. On success *out receives a new
     * state, owned by the host until it passes it to free_state. A move that is not one
     * (bad notation, illegal here, game over) is PLATEAU_ERROR with the reason. */
    plateau_result (*apply_move)(plateau_game *game, const plateau_state *state,
                                 const char *move, size_t move_length, plateau_state **out,
                                 const plateau_writer *error);
    void (*free_state)(plateau_game *game, plateau_state *state);

    /* The board's text form (one line per row, '\n' between rows, no trailing newline). */
    plateau_result (*text_form)(plateau_game *game, const plateau_state *state,
                                const plateau_writer *out, const plateau_writer *error);
    /* The status of a position, and its message for the player (may write nothing). */
    plateau_result (*status)(plateau_game *game, const plateau_state *state,
                             plateau_status *out, const plateau_writer *message,
                             const plateau_writer *error);
    /* Draws the board into `canvas` (the whole board every time: nothing is kept between
     * calls). `ui` may be NULL (thumbnails). */
    plateau_result (*draw)(plateau_game *game, const plateau_draw_args *args,
                           const plateau_ui *ui, const plateau_canvas *canvas,
                           const plateau_writer *error);

    /* ---- OPTIONAL functions (NULL when the game has no use for them) ----------------- */

    /* `KEY=VALUE KEY=VALUE ...`: what the text form cannot show (a hand, a counter). */
    plateau_result (*info_line)(plateau_game *game, const plateau_state *state,
                                const plateau_ui *ui, const plateau_writer *out,
                                const plateau_writer *error);
    /* Emits every legal move of `state` as a PLATEAU_OUT_MOVE item, in the game's order.
     * NULL: the game does not list its moves. */
    plateau_result (*list_moves)(plateau_game *game, const plateau_state *state,
                                 const plateau_sink *out, const plateau_writer *error);
    /* When the player to move has no choice but a move the game makes itself (a pass, a
     * skip), writes it to `move` and sets *forced to 1; the host applies it at once. */
    plateau_result (*forced_move)(plateau_game *game, const plateau_state *state,
                                  int32_t *forced, const plateau_writer *move,
                                  const plateau_writer *error);

    /* UI state: made once per open game, kept across moves, undo and redo. Both or neither:
     * a game without a ui gets NULL wherever a ui is passed. */
    plateau_ui *(*new_ui)(plateau_game *game, const plateau_state *state);
    void (*free_ui)(plateau_game *game, plateau_ui *ui);
    /* Turns an input event into a move (written to `move`, result PLATEAU_INPUT_MOVE), a
     * change of the ui only (PLATEAU_INPUT_UI_CHANGED) or nothing (PLATEAU_INPUT_UNUSED).
     * `ui` is NULL for a game without new_ui (before 1.3 the host did not call `input` of
     * such a game). */
    plateau_result (*input)(plateau_game *game, const plateau_state *state, plateau_ui *ui,
                            const plateau_input *event, plateau_input_result *result,
                            const plateau_writer *move, const plateau_writer *error);
    /* Called after the host applied a move (from any source, not for undo or redo), so the
     * ui can keep counters that undo must not touch and move its cursor. */
    void (*after_move)(plateau_game *game, plateau_ui *ui, const plateau_state *from,
                       const plateau_state *to, const char *move, size_t move_length);

    /* Seconds the move from `from` to `to` is animated for; 0 for none. */
    float (*anim_length)(plateau_game *game, const plateau_state *from,
                         const plateau_state *to, const char *move, size_t move_length);

    /* Runs a quick command declared with is_job = 0 (e.g. `export FILE`). Its results go
     * to `out` (MOVE items are applied in order, MESSAGE and LINE items shown). */
    plateau_result (*run_command)(plateau_game *game, const plateau_state *state,
                                  const char *name, size_t name_length, const char *args,
                                  size_t args_length, const plateau_sink *out,
                                  const plateau_writer *error);

    /* Starts long work on `state` (which stays alive until job_free): "move" (the computer
     * player to move chooses; one MOVE item), "hint" (one HINT item, or a MESSAGE if none)
     * or a command declared with is_job = 1 (`args` its arguments). `budget_seconds` is
     * the time it may take; 0 means the game's own setting (a `think_time` parameter, a
     * default hint budget). The plugin works on a thread of its own or in slices inside
     * job_poll; either way job_poll returns within a few milliseconds. */
    plateau_result (*job_start)(plateau_game *game, const plateau_state *state,
                                const char *name, size_t name_length, const char *args,
                                size_t args_length, double budget_seconds,
                                plateau_job **out, const plateau_writer *error);
    /* Called each frame. Returns RUNNING, or DONE/FAILED after emitting the job's items to
     * `out` (then it is not polled again). */
    plateau_job_state (*job_poll)(plateau_job *job, const plateau_sink *out);
    /* Stops the job if it runs (it must stop promptly) and frees it. */
    void (*job_free)(plateau_job *job);

    /* ---- Appended in 1.1 (OPTIONAL; a 1.0 plugin's table ends above) ---------------- */

    /* Whether the game on `state`, now over, may enter the high scores, seeing what the
     * ui remembers of the game's history (Minesweeper: not once a loss was undone).
     * Returns 1 or 0. NULL: every game the status allows may. */
    int32_t (*rankable)(plateau_game *game, const plateau_state *state, const plateau_ui *ui);
    /* The smallest board area, in pixels, in which the game on `state` stays readable (its
     * cells about 8 px or more). When the window's board area is smaller on a side, the
     * host draws the board at this size on that side (draw and input get it as width and
     * height) and lets the player scroll it. NULL, or 0 for a side: any size will do. */
    void (*min_board_size)(plateau_game *game, const plateau_state *state, float *width,
                           float *height);
    /* Whether the game's clock runs on `state`: the window's timer starts at the first
     * position where this gives 1 (Minesweeper: once a cell is open, not at a flag) and
     * stops when the game is over. NULL: from the first move. */
    int32_t (*clock_started)(plateau_game *game, const plateau_state *state);
    /* What the ui remembers that a saved game must keep too (counters undo cannot take
     * back: Minesweeper's losses), as one line of text written to `out`; nothing written:
     * nothing to keep. Called when the host saves. NULL: nothing to keep. */
    plateau_result (*ui_save)(plateau_game *game, const plateau_ui *ui, const plateau_writer *out,
                              const plateau_writer *error);
    /* Gives a new ui what ui_save wrote, after the saved moves were replayed into it.
     * PLATEAU_ERROR, with the reason, refuses the saved game whole. */
    plateau_result (*ui_restore)(plateau_game *game, plateau_ui *ui, const char *text,
                                 size_t length, const plateau_writer *error);

    /* ---- Appended in 1.2 (OPTIONAL; a 1.1 plugin's table ends above) ---------------- */

    /* The key that opens the window's game menu (resume, new game, save, load the last
     * saved game, quit) for games whose rules name one (Push Over: M): a lower-case ASCII
     * letter 'a'..'z', pressed with or without Shift; the key then never reaches `input`.
     * 0: none (F10 and the window's Menu button open it in every game). Any other value is
     * refused when the plugin loads. */
    int32_t menu_key;

    /* ---- Appended in 1.4 (OPTIONAL; a 1.3 plugin's table ends above) ---------------- */

    /* A move in words for the status bar (`Hint: ...`, `Computer: ...`), said the same way
     * in every game: cells by "column C, row R" counted from 1 at the top left, an edge by
     * its name ("left edge, row 2"); no full stop. `move` is legal in `state` (the position
     * it is played from). NULL: the host shows the move's notation. */
    plateau_result (*describe_move)(plateau_game *game, const plateau_state *state,
                                    const char *move, size_t move_length,
                                    const plateau_writer *out, const plateau_writer *error);

    /* ---- Appended in 1.5 (OPTIONAL; a 1.4 plugin's table ends above) ---------------- */

    /* Words for the names the host shows of the plugin's own (TRANSLATIONS): each info key
     * the status bar shows ("mines_left": "Mines left 10"), each choice of a CHOICE
     * parameter the settings form shows ("computer_level=hard": "Hard") and each command
     * the game screen offers ("command:solve": "Solve"). A name given no words is shown as
     * before: an info key with its '_' as spaces and its first letter capitalised, a
     * choice as it is written, a command's name with its first letter capitalised. Every
     * name must be an info key ([a-z0-9_]), a choice of one of the parameters or
     * command:NAME of one of the commands, once; else the host refuses the plugin. NULL
     * with a count of 0: none. */
    const plateau_name_words *name_words;
    uint32_t name_word_count;
    /* `move`, legal in `state`, written in the game's one notation, as the history, the
     * save files and the text mode keep it: a game that also reads a move written another
     * way (another language's letters, another case: Push Over reads "t3" and writes "H3")
     * gives its own form, so that a save reads the same whoever typed it. NULL: a move is
     * kept as it was given. */
    plateau_result (*canonical_move)(plateau_game *game, const plateau_state *state,
                                     const char *move, size_t move_length,
                                     const plateau_writer *out, const plateau_writer *error);

    /* ---- Appended in 1.6 (OPTIONAL; a 1.5 plugin's table ends above) ---------------- */

    /* The keys of the parameters that change only how the game looks (LOOK PARAMETERS),
     * nul-terminated static strings. Each must be the key of one of `params`, once; else
     * the host refuses the plugin. NULL with a count of 0: none. */
    const char *const *look_params;
    uint32_t look_param_count;
} plateau_plugin;

/* The size of version 1 of the plugin table: the host refuses a smaller one. */
#define PLATEAU_PLUGIN_V1_SIZE ((uint32_t)(offsetof(plateau_plugin, job_free) + \
                                           sizeof(void (*)(plateau_job *))))

/* The entry point's type. */
typedef const plateau_plugin *(*plateau_entry_fn)(const plateau_host *host);


#ifdef __cplusplus
}
#endif

#endif /* PLATEAU_ABI_H */
