<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>MemoryFitView</name>
    <message numerus="yes">
        <source>this GPU&apos;s attention holds %n sequences&apos; KV cache</source>
        <translation>
            <numerusform>this GPU&apos;s attention holds %n sequence&apos;s KV cache</numerusform>
            <numerusform>this GPU&apos;s attention holds %n sequences&apos; KV cache</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OffScaleMarks</name>
    <message numerus="yes">
        <source>↑ %n option(s) above the scale, up to %1</source>
        <translation>
            <numerusform>↑ %n option above the scale, up to %1</numerusform>
            <numerusform>↑ %n options above the scale, up to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>↑ %n option(s) above the scale, up to %1 (%2)</source>
        <translation>
            <numerusform>↑ %n option above the scale, up to %1 (%2)</numerusform>
            <numerusform>↑ %n options above the scale, up to %1 (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecommendationText</name>
    <message numerus="yes">
        <source>%n card(s) left out (see the list).</source>
        <translation>
            <numerusform>%n card left out (see the list).</numerusform>
            <numerusform>%n cards left out (see the list).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left out (listed under Recommendation).</source>
        <translation>
            <numerusform>%n card left out (listed under Recommendation).</numerusform>
            <numerusform>%n cards left out (listed under Recommendation).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogueEditorWidget</name>
    <message numerus="yes">
        <source>Nothing was imported: the file has %n problem(s).</source>
        <translation>
            <numerusform>Nothing was imported: the file has %n problem.</numerusform>
            <numerusform>Nothing was imported: the file has %n problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::MeasurementImportDialog</name>
    <message numerus="yes">
        <source>%1 on %2 at TP %3: %n request(s) fitted.</source>
        <translation>
            <numerusform>%1 on %2 at TP %3: %n request fitted.</numerusform>
            <numerusform>%1 on %2 at TP %3: %n requests fitted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed request(s) left out.</source>
        <translation>
            <numerusform>%n failed request left out.</numerusform>
            <numerusform>%n failed requests left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::RecommendOptionsModel</name>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s)</source>
        <translation>
            <numerusform>%n rack</numerusform>
            <numerusform>%n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best of %n option(s) on this card, %1</source>
        <translation>
            <numerusform>The best of %n option on this card, %1</numerusform>
            <numerusform>The best of %n options on this card, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::RecommendView</name>
    <message numerus="yes">
        <source>%n option(s) ranked over %1 years; indicative prices; the square is this scenario&apos;s leading card as the other views size it</source>
        <translation>
            <numerusform>%n option ranked over %1 years; indicative prices; the square is this scenario&apos;s leading card as the other views size it</numerusform>
            <numerusform>%n options ranked over %1 years; indicative prices; the square is this scenario&apos;s leading card as the other views size it</numerusform>
        </translation>
    </message>
</context>
</TS>
